import audit from '../features/audit/locales/es.ts';
import centreFrame from '../features/centre-frame/locales/es.ts';
import companies from '../features/companies/locales/es.ts';
import coupons from '../features/coupons/locales/es.ts';
import disputes from '../features/disputes/locales/es.ts';
import payouts from '../features/payouts/locales/es.ts';
import people from '../features/people/locales/es.ts';
import refunds from '../features/refunds/locales/es.ts';
import reports from '../features/reports/locales/es.ts';
import reviews from '../features/reviews/locales/es.ts';
import textbooks from '../features/textbooks/locales/es.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
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
export default strings;
