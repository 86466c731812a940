import { BRANDS, type Brand, brandForHost } from '@hanyu/ui';

/**
 * The brand of the host the page is served on. The shell keeps the brand in its own context, which a remote
 * cannot read; the host name gives the same answer.
 */
export function useBrand(): Brand {
  return typeof window === 'undefined' ? BRANDS.hanyu : brandForHost(window.location.hostname);
}
