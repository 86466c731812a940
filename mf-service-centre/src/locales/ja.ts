import centreFrame from '../features/centre-frame/locales/ja.ts';
import disputes from '../features/disputes/locales/ja.ts';
import payouts from '../features/payouts/locales/ja.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...disputes,
  ...payouts,
};
export default strings;
