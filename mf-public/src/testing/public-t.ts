import { i18n } from '@hanyu/i18n';

/** Looks strings of the `public` namespace up untyped: tests build keys at run time. */
export const t = (key: string, options: Record<string, unknown> = {}): string =>
  (i18n.t as (key: string, options: Record<string, unknown>) => string)(`public:${key}`, options);
