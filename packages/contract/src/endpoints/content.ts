import {
  CmsPage,
  CmsPageParams,
  IdParams,
  LanguageOnlyQuery,
  PubDetail,
  PubListQuery,
  PubListResponse,
} from '../catalogue.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of the content (blog posts, podcasts, pages): served by `api/src/modules/content`. */
export const contentEndpoints = {
  pubList: {
    ...endpointPaths.pubList,
    owner: 'nobody',
    example: { query: { language: 'en', kind: 'blog', page: '1' } },
    summary: 'Blog posts and podcasts, newest first, paged, filtered by kind and tag',
    query: PubListQuery,
    response: PubListResponse,
    cache: 'public',
  },
  pub: {
    ...endpointPaths.pub,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: 'One blog post or podcast with its sanitised body and audio',
    params: IdParams,
    query: LanguageOnlyQuery,
    response: PubDetail,
    cache: 'public',
  },
  cmsPage: {
    ...endpointPaths.cmsPage,
    owner: 'nobody',
    example: { params: { uri: 'about-us' }, query: { language: 'en' } },
    summary: 'A content page addressed by its uri (p/{uri})',
    params: CmsPageParams,
    query: LanguageOnlyQuery,
    response: CmsPage,
    cache: 'public',
  },
} as const satisfies EndpointTable;
