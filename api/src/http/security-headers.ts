import { createHash, randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the site's pages load besides their own origin, for their Content-Security-Policy. */
export interface PagePolicySources {
  /** This answer's nonce: the server's own inline `<script>` and `<style>` elements carry it. */
  nonce: string;
  /** Origins of remotes served from elsewhere (the registry's absolute manifest URLs). */
  remoteOrigins: readonly string[];
  /** The site is served over https: mixed content is upgraded. */
  https: boolean;
}

/**
 * Every answer's policy until a page sets its own: JSON, files and errors need nothing, and nothing may frame
 * them. `base-uri`/`form-action` do not fall back to `default-src`, so they are named.
 */
const NOTHING = ["'none'"];
const API_DIRECTIVES = {
  'default-src': NOTHING,
  'base-uri': NOTHING,
  'form-action': NOTHING,
  'frame-ancestors': NOTHING,
};

/** A page's nonce: 128 random bits, new for every answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy directives of a page of the site (the shell's, server-rendered or not). */
export function pageDirectives({ nonce, remoteOrigins, https }: PagePolicySources): Record<string, string[]> {
  const self = ["'self'", ...remoteOrigins];
  return {
    'default-src': ["'self'"],
    // Remote entries and their chunks are <script src> tags the federation runtime adds: their origins.
    // Inline scripts run only with the nonce the server wrote into its own tags (shell-page.ts).
    'script-src': [...self, `'nonce-${nonce}'`],
    // Server-rendered markup carries React's style="…" attributes (a course's gradient cover): those are
    // allowed by 'unsafe-inline' only, and a nonce in the same directive makes browsers ignore it. So style
    // elements need the nonce (-elem) while attributes, which cannot run code, stay open (-attr); browsers
    // without the split read `style-src`.
    'style-src': [...self, "'unsafe-inline'"],
    'style-src-elem': [...self, `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    // Content, covers and teachers' videos may be any https URL (the content sanitizer allows https images);
    // the favicon and some covers are data: URLs.
    'img-src': [...self, 'data:', 'https:'],
    'media-src': [...self, 'https:'],
    'font-src': [...self, 'data:'],
    // The API and the remotes' manifests.
    'connect-src': self,
    'object-src': NOTHING,
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No page of the site is meant to be embedded (SPEC): none may be framed.
    'frame-ancestors': NOTHING,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** A year. Without includeSubDomains: other hosts under the site's domain are not ours to bind to https. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * Security headers on every answer, from @fastify/helmet: nosniff, a strict referrer policy, no framing
 * (CSP `frame-ancestors` and X-Frame-Options for older browsers), HSTS when the site is served over https,
 * and the API's `default-src 'none'` policy, which pages replace with theirs (`setPagePolicy`).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    strictTransportSecurity: isHttps(options.publicUrl)
      ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false }
      : false,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    // The site's other hosts (a brand's domain, a dev server's port) may use its images and media; the
    // remotes' builds, loaded from any origin, say `cross-origin` themselves (web.routes.ts).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * The essentials for the answers Fastify gives before any hook, helmet's included, has run (its
 * `frameworkErrors`: a malformed URL, an over-long path parameter).
 */
export function setSecurityHeadersBeforeHooks(reply: FastifyReply, options: { publicUrl: string }): void {
  reply.headers(essentialSecurityHeaders(options));
}

/** The API's headers as plain values, for answers no hook reaches (refusals of Node's HTTP parser too). */
export function essentialSecurityHeaders(options: { publicUrl: string }): Record<string, string> {
  return {
    'Content-Security-Policy': Object.entries(API_DIRECTIVES)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': 'DENY',
    ...(isHttps(options.publicUrl) ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}` } : {}),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The policy of a page the server writes whole, without scripts or images (the API reference): the API's,
 * plus its own inline `<style>` elements by hash.
 */
export function staticPagePolicy(html: string) {
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(
    ([, css]) => `'sha256-${sha256(css ?? '')}'`,
  );
  return { useDefaults: false, directives: { ...API_DIRECTIVES, 'style-src': styles } };
}

/** Whether the site is served over TLS (its PUBLIC_URL): HSTS, `Secure` cookies, upgraded requests. */
export function isHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/** Gives a page's answer the site's page policy in place of the API's. */
export function setPagePolicy(reply: FastifyReply, sources: PagePolicySources): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(sources) } });
}
