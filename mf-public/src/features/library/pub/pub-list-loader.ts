import { PUB_KINDS, type PubKind, type PubListResponse, type Tag } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf } from '../../content/route-params.ts';

export interface PubListFilter {
  kind: PubKind | null;
  tagId: number | null;
  page: number;
}

/** What the URL asks for: `?kind=` (blog or podcast; anything else means all), `tag/{id}` and `?page=`. */
export function pubListFilter(params: { tagId?: string }, url: URL): PubListFilter {
  const kind = url.searchParams.get('kind');
  const page = url.searchParams.get('page') ?? '';
  return {
    kind: (PUB_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PubKind) : null,
    tagId: params.tagId === undefined ? null : idOf(params.tagId),
    page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/**
 * pub and pub/tag/{id}: the listing and the topic chips, side by side. The chips are an extra: a failure only
 * leaves them out (null). A failed list is the route's error.
 */
export function pubListLoader({ params, request }: LoaderFunctionArgs): Promise<{
  filter: PubListFilter;
  list: PubListResponse;
  tags: Tag[] | null;
}> {
  const language = langOf(params);
  const filter = pubListFilter(params, new URL(request.url));
  return Promise.all([
    api.pubList(
      {
        query: {
          language,
          page: String(filter.page),
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.tagId ? { tag_id: String(filter.tagId) } : {}),
        },
      },
      { quiet: true },
    ),
    api.tags({ query: { language, scope: 'pub' } }, { quiet: true }).then(
      (response) => response.list,
      () => null,
    ),
  ]).then(([list, tags]) => ({ filter, list, tags }));
}
