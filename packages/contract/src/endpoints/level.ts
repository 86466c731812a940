import { LanguageOnlyQuery, LevelAnswersBody, LevelResult, LevelTestResponse } from '../catalogue.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of the placement test: served by `api/src/modules/level`. */
export const levelEndpoints = {
  levelTest: {
    ...endpointPaths.levelTest,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'The placement test: questions in Chinese, instructions in the requested language',
    query: LanguageOnlyQuery,
    response: LevelTestResponse,
    cache: 'public',
  },
  levelResult: {
    ...endpointPaths.levelResult,
    owner: 'caller',
    example: { body: { language: 'en', answers: [{ question_id: 'q01', option_id: 'a' }] } },
    summary:
      "Scores the answers into a Chinese grade, an HSK level and a plan; saved to a signed-in user's profile",
    body: LevelAnswersBody,
    response: LevelResult,
    auth: 'optional',
  },
} as const satisfies EndpointTable;
