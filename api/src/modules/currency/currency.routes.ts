import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { latestRates, transform } from './currency.service.ts';

export function currencyHandlers(
  db: Kysely<Database>,
): Pick<EndpointHandlers, 'waihuiTransform' | 'waihuiRates'> {
  return {
    waihuiTransform: async ({ query }) => {
      return transform(db, query);
    },
    waihuiRates: async () => {
      return latestRates(db);
    },
  };
}
