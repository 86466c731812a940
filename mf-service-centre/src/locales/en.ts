import centreFrame from '../features/centre-frame/locales/en.ts';
import disputes from '../features/disputes/locales/en.ts';
import payouts from '../features/payouts/locales/en.ts';

/**
 * The `service` namespace: each feature of the centre owns its strings (`src/features/<feature>/locales/`),
 * under its own top-level key, spread here with one line per feature. English is the fallback and the type
 * of the other languages.
 */
const strings = {
  ...centreFrame,
  ...disputes,
  ...payouts,
};
export type ServiceResources = typeof strings;
export default strings;
