export {
  applyBrandTheme,
  BRANDS,
  type Brand,
  BrandContext,
  brandForHost,
  brandIconUrl,
  brandTheme,
  brandThemeProperties,
  useHostBrand,
} from './brands.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClassName } from './button.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { CopyButton } from './copy-button.tsx';
export {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPrice,
  minorUnitDigits,
} from './format.ts';
export { Card, Container, Spinner } from './layout.tsx';
export { orNotFound } from './loader-call.ts';
export { trackLoaderPromises } from './loader-settlement.ts';
export { LOCAL_TIME_FORMATS, LocalTime, withNodes, ZoneName, ZoneOffset } from './local-time.tsx';
export { useModal } from './modal.ts';
export {
  type OrderMessage,
  type OrderMessageKey,
  orderCodeMessage,
  useOrderMessage,
} from './order-message.ts';
export { type PageMeta, PageMetaCollector, useCurrentPageMeta, usePageMeta } from './page-meta.ts';
export { EmptyState, LoadFailed } from './page-states.tsx';
export { Pager, type PagerLabels, pageWindow } from './pager.tsx';
export {
  CHAT_DRAFT_STORAGE_KEY,
  type LayoutName,
  RESUME_STORAGE_PREFIX,
  type RemoteRoutesModule,
  type RouteHandle,
} from './route-handle.ts';
export { useHydrated } from './use-hydrated.ts';
export { langOf, useLang, useLocalePath } from './use-lang.ts';
