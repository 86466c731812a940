import centreFrame from '../features/centre-frame/locales/ja.ts';
import payouts from '../features/payouts/locales/ja.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...payouts,
};
export default strings;
