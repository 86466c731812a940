import centreFrame from '../features/centre-frame/locales/ko.ts';
import type { ServiceResources } from './en.ts';

const strings: ServiceResources = {
  ...centreFrame,
};
export default strings;
