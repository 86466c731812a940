/**
 * The service centre's sections, in the order of its navigation: each one a feature folder of this remote
 * whose pages live under `service-centre/<section>`. Support is not one of them: it is the chat's inbox
 * (mf-classroom, `module/im/room`), where operators answer support lines.
 */
export const CENTRE_SECTIONS = [
  'people',
  'refunds',
  'textbooks',
  'coupons',
  'companies',
  'payouts',
  'disputes',
  'reviews',
  'reports',
  'audit',
] as const;
export type CentreSection = (typeof CENTRE_SECTIONS)[number];

/** The URL segment the centre's pages live under, after /{lang}. */
export const CENTRE_PATH = 'service-centre';

/** The section a path under /{lang}/service-centre/ belongs to, if any. */
export function sectionOf(pathname: string): CentreSection | undefined {
  const [, , centre, section] = pathname.split('/');
  if (centre !== CENTRE_PATH) return undefined;
  return CENTRE_SECTIONS.find((each) => each === section);
}
