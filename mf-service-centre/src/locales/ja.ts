import centreFrame from '../features/centre-frame/locales/ja.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
};
export default strings;
