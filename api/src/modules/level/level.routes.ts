import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { levelTestOf, submitLevelTest } from './level.service.ts';

export function levelHandlers(db: Kysely<Database>): Pick<EndpointHandlers, 'levelTest' | 'levelResult'> {
  return {
    levelTest: async ({ query }) => {
      return levelTestOf(query.language);
    },
    levelResult: async ({ body, user }) =>
      submitLevelTest(db, { answers: body.answers, language: body.language, userId: user?.id ?? null }),
  };
}
