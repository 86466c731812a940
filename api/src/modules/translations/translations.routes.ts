import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { languageOptions } from './language-options.ts';
import { latestUpdateOf, translationsOf } from './translations.service.ts';

export function translationHandlers(
  db: Kysely<Database>,
): Pick<EndpointHandlers, 'langs' | 'langFirst' | 'langLatest'> {
  return {
    langs: async ({ query }) => languageOptions(query.language),
    langFirst: async ({ query }) => translationsOf(db, query.language),
    langLatest: async ({ query }) => latestUpdateOf(db, query.language),
  };
}
