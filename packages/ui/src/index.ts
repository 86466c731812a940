export { applyBrandTheme, BRANDS, type Brand, brandForHost } from './brands.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClassName } from './button.tsx';
export {
  convertFromCny,
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPrice,
  minorUnitDigits,
} from './format.ts';
export { Card, Container, Spinner } from './layout.tsx';
export { trackLoaderPromises } from './loader-settlement.ts';
export { type PageMeta, PageMetaCollector, useCurrentPageMeta, usePageMeta } from './page-meta.ts';
export { Pager, type PagerLabels, pageWindow } from './pager.tsx';
export type { LayoutName, RemoteRoutesModule, RouteHandle } from './route-handle.ts';
