import audit from '../features/audit/locales/ko.ts';
import centreFrame from '../features/centre-frame/locales/ko.ts';
import companies from '../features/companies/locales/ko.ts';
import coupons from '../features/coupons/locales/ko.ts';
import disputes from '../features/disputes/locales/ko.ts';
import payouts from '../features/payouts/locales/ko.ts';
import people from '../features/people/locales/ko.ts';
import refunds from '../features/refunds/locales/ko.ts';
import reports from '../features/reports/locales/ko.ts';
import reviews from '../features/reviews/locales/ko.ts';
import textbooks from '../features/textbooks/locales/ko.ts';
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
