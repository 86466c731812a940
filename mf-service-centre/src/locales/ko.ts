import centreFrame from '../features/centre-frame/locales/ko.ts';
import disputes from '../features/disputes/locales/ko.ts';
import payouts from '../features/payouts/locales/ko.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...disputes,
  ...payouts,
};
export default strings;
