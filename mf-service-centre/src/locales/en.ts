import audit from '../features/audit/locales/en.ts';
import centreFrame from '../features/centre-frame/locales/en.ts';
import companies from '../features/companies/locales/en.ts';
import coupons from '../features/coupons/locales/en.ts';
import disputes from '../features/disputes/locales/en.ts';
import payouts from '../features/payouts/locales/en.ts';
import people from '../features/people/locales/en.ts';
import refunds from '../features/refunds/locales/en.ts';
import reports from '../features/reports/locales/en.ts';
import reviews from '../features/reviews/locales/en.ts';
import textbooks from '../features/textbooks/locales/en.ts';

/**
 * The `service` namespace: each feature of the centre owns its strings (`src/features/<feature>/locales/`),
 * under its own top-level key, spread here with one line per feature. English is the fallback and the type
 * of the other languages.
 */
const strings = {
  ...centreFrame,
  ...companies,
  ...people,
  ...refunds,
  ...reviews,
  ...audit,
  ...coupons,
  ...disputes,
  ...reports,
  ...payouts,
  ...textbooks,
};
export type ServiceResources = typeof strings;
export default strings;
