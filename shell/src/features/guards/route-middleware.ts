import { sessionStore } from '@hanyu/session';
import type { RouteHandle } from '@hanyu/ui';
import { data, type MiddlewareFunction, redirect } from 'react-router';

/** Where a signed-out visitor goes, carrying the full path wanted (SPEC §2). */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const lang = url.pathname.split('/')[1] || 'en';
  return `/${lang}/passport/login?redirect_url=${encodeURIComponent(url.pathname + url.search)}`;
}

const requireLogin: MiddlewareFunction = ({ request }) => {
  if (!sessionStore.getState().token) throw redirect(loginUrl(request));
};

/** Loads user info when missing; a failure has cleared the session, so the visitor signs in again. */
const requireUserInfo: MiddlewareFunction = async ({ request }) => {
  const user = await sessionStore.getState().ensureUser();
  if (!user) throw redirect(loginUrl(request));
};

/** The named middleware routes may ask for in `handle.middleware`. */
export const NAMED_MIDDLEWARE: Readonly<Record<string, MiddlewareFunction>> = {
  auth: requireLogin,
  'user-info': requireUserInfo,
};

function unknownMiddleware(name: string): MiddlewareFunction {
  return () => {
    throw data({ message: 'Unknown middleware', middleware: name }, { status: 500 });
  };
}

/** The middleware chain a route's flags ask for: needUserInfo implies needLogin. */
export function middlewareFor(handle: RouteHandle | undefined): MiddlewareFunction[] {
  if (!handle) return [];
  const names: string[] = [];
  if (handle.needLogin || handle.needUserInfo) names.push('auth');
  if (handle.needUserInfo) names.push('user-info');
  for (const name of handle.middleware ?? []) if (!names.includes(name)) names.push(name);
  return names.map((name) => NAMED_MIDDLEWARE[name] ?? unknownMiddleware(name));
}

/** URL spaces that are for signed-in users as a whole (SPEC §2: the user area), checked before their remote loads. */
export const SIGNED_IN_PREFIXES = ['user'] as const;

export const signedInAreaMiddleware: MiddlewareFunction = (args) => {
  const [, , first] = new URL(args.request.url).pathname.split('/');
  if (first && (SIGNED_IN_PREFIXES as readonly string[]).includes(first))
    return requireLogin(args, async () => undefined);
};
