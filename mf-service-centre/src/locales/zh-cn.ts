import audit from '../features/audit/locales/zh-cn.ts';
import centreFrame from '../features/centre-frame/locales/zh-cn.ts';
import companies from '../features/companies/locales/zh-cn.ts';
import coupons from '../features/coupons/locales/zh-cn.ts';
import disputes from '../features/disputes/locales/zh-cn.ts';
import payouts from '../features/payouts/locales/zh-cn.ts';
import people from '../features/people/locales/zh-cn.ts';
import refunds from '../features/refunds/locales/zh-cn.ts';
import reports from '../features/reports/locales/zh-cn.ts';
import reviews from '../features/reviews/locales/zh-cn.ts';
import textbooks from '../features/textbooks/locales/zh-cn.ts';
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
