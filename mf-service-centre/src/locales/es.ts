import centreFrame from '../features/centre-frame/locales/es.ts';
import disputes from '../features/disputes/locales/es.ts';
import payouts from '../features/payouts/locales/es.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
  ...disputes,
  ...payouts,
};
export default strings;
