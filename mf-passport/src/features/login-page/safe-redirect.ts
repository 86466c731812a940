import { sameSitePath } from '@hanyu/contract';

/**
 * A redirect_url the login page may follow: a path on this site (the contract's one guard,
 * `sameSitePath`). Anything else (another origin, `//host`, `/.//host`, `javascript:`) is ignored, so
 * the login page cannot be used to send users elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  return sameSitePath(value);
}
