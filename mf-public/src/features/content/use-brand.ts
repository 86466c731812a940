/** The brand of the host the page is served on (see @hanyu/ui useHostBrand). */
export { useHostBrand as useBrand } from '@hanyu/ui';
