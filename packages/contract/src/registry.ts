import * as v from 'valibot';
import { FALLBACK_LANG, isLang, LANGS, type Lang } from './constants.ts';

/** One federated remote in the runtime registry: where its manifest is and which URL prefixes it owns. */
export const RegistryRemote = v.object({
  manifest: v.pipe(v.string(), v.minLength(1)),
  /** Paths after /{lang}: "" is the home page, "about" owns /about and everything under it. */
  prefixes: v.array(v.string()),
});

/**
 * The site's tracking tag (SPEC §7), off unless configured: an https script the shell adds to pages only
 * after the visitor consents in the consent banner it then shows.
 */
export const RegistryTracking = v.object({
  src: v.pipe(v.string(), v.url(), v.startsWith('https://', 'the tracking tag must be served over https')),
});
export type RegistryTracking = v.InferOutput<typeof RegistryTracking>;

/**
 * `registry.json`: read by the shell at boot, so a remote is moved or rolled back without a shell rebuild;
 * also where the operator configures the tracking tag (`tracking`, absent by default).
 */
export const Registry = v.object({
  remotes: v.record(v.string(), RegistryRemote),
  tracking: v.optional(RegistryTracking),
});
export type Registry = v.InferOutput<typeof Registry>;

/** `/en/about/team?x` → { lang: 'en', rest: 'about/team' }; an unknown first segment gives lang null. */
export function splitLangPath(urlPath: string): { lang: Lang | null; rest: string } {
  const segments = (urlPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  let first: string | undefined;
  try {
    first = segments[0] === undefined ? undefined : decodeURIComponent(segments[0]);
  } catch {
    first = undefined;
  }
  if (!isLang(first)) return { lang: null, rest: segments.join('/') };
  return { lang: first, rest: segments.slice(1).join('/') };
}

export interface RemoteOwner {
  name: string;
  manifest: string;
}

/**
 * The remote owning a path after the language segment: the longest matching prefix. "" owns only the
 * home page, so unknown paths are not blamed on the home remote.
 */
export function ownerOf(registry: Registry, rest: string): RemoteOwner | undefined {
  const path = rest.replace(/^\/+|\/+$/g, '');
  let best: (RemoteOwner & { length: number }) | undefined;
  for (const [name, remote] of Object.entries(registry.remotes)) {
    for (const rawPrefix of remote.prefixes) {
      const prefix = rawPrefix.replace(/^\/+|\/+$/g, '');
      const matches = prefix === '' ? path === '' : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) {
        best = { name, manifest: remote.manifest, length: prefix.length };
      }
    }
  }
  return best && { name: best.name, manifest: best.manifest };
}

/** hreflang of each route language (SPEC §9 locales, without a region where one language serves all). */
export const HREFLANG_OF_LANG: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  en: 'en',
  es: 'es',
  ja: 'ja',
  ko: 'ko',
};

/**
 * The same page in every language, for `<link rel="alternate" hreflang>`: one per language plus
 * `x-default` (the fallback language). Null for paths outside /{lang}.
 */
export function alternatePaths(urlPath: string): { hreflang: string; path: string }[] | null {
  const { lang, rest } = splitLangPath(urlPath);
  if (!lang) return null;
  const pathIn = (other: Lang) => `/${other}${rest ? `/${rest}` : ''}`;
  return [
    ...LANGS.map((other) => ({ hreflang: HREFLANG_OF_LANG[other], path: pathIn(other) })),
    { hreflang: 'x-default', path: pathIn(FALLBACK_LANG) },
  ];
}
