import centreFrame from '../features/centre-frame/locales/zh-cn.ts';
import disputes from '../features/disputes/locales/zh-cn.ts';
import payouts from '../features/payouts/locales/zh-cn.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...disputes,
  ...payouts,
};
export default strings;
