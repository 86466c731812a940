import centreFrame from '../features/centre-frame/locales/zh-cn.ts';
import payouts from '../features/payouts/locales/zh-cn.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...payouts,
};
export default strings;
