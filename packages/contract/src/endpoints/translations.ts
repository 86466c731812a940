import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { LangFirstResponse, LangsResponse, LanguageQuery, LanguageUpdate } from '../util.ts';

/** The endpoints of the translations: served by `api/src/modules/translations`. */
export const translationsEndpoints = {
  langs: {
    ...endpointPaths.langs,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'Language options, labelled in the requested language',
    query: LanguageQuery,
    response: LangsResponse,
  },
  langFirst: {
    ...endpointPaths.langFirst,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'Translation rows of one language, loaded first on a page',
    query: LanguageQuery,
    response: LangFirstResponse,
  },
  langLatest: {
    ...endpointPaths.langLatest,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'When the translations of one language last changed',
    query: LanguageQuery,
    response: LanguageUpdate,
  },
} as const satisfies EndpointTable;
