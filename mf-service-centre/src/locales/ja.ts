import audit from '../features/audit/locales/ja.ts';
import centreFrame from '../features/centre-frame/locales/ja.ts';
import companies from '../features/companies/locales/ja.ts';
import coupons from '../features/coupons/locales/ja.ts';
import disputes from '../features/disputes/locales/ja.ts';
import payouts from '../features/payouts/locales/ja.ts';
import people from '../features/people/locales/ja.ts';
import refunds from '../features/refunds/locales/ja.ts';
import reports from '../features/reports/locales/ja.ts';
import reviews from '../features/reviews/locales/ja.ts';
import textbooks from '../features/textbooks/locales/ja.ts';
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
