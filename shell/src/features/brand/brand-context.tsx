import { useHostBrand } from '@hanyu/ui';

/**
 * The brand the page is drawn for: @hanyu/ui's context (shared with remotes, which read it with
 * `useHostBrand`), given by `App` from the request's host on the server and the page's host in the browser.
 */
export { BrandContext } from '@hanyu/ui';

export const useBrand = useHostBrand;
