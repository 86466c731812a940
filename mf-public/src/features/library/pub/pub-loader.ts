import type { PubCard, PubDetail } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf } from '../../content/route-params.ts';

/** How many posts of the same topic follow an article. */
export const RELATED_COUNT = 3;

/**
 * pub/{item_id}: the post, then the related posts of its first tag. An unknown post (the API's 404) is the
 * not-found page. The related posts are an extra: a failure only leaves them out.
 */
export function pubLoader({ params }: LoaderFunctionArgs): Promise<{ item: PubDetail; related: PubCard[] }> {
  const id = idOf(params.itemId);
  const language = langOf(params);
  return orNotFound(api.pub({ params: { id }, query: { language } }, { quiet: true })).then(async (item) => {
    const tag = item.tags[0];
    if (!tag) return { item, related: [] };
    const related = await api
      .pubList(
        { query: { language, tag_id: String(tag.id), page_size: String(RELATED_COUNT + 1) } },
        { quiet: true },
      )
      .then(
        ({ list }) => list.filter((post) => post.id !== id).slice(0, RELATED_COUNT),
        () => [],
      );
    return { item, related };
  });
}
