import type { PubCard, PubDetail } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf, langOf, type Settled, settle } from '../../content/settle.ts';

/** How many posts of the same topic follow an article. */
export const RELATED_COUNT = 3;

/**
 * Starts loading the post while its chunk downloads, then the related posts of its first tag. An unknown
 * post throws the not-found page (see NotFoundError). The related posts are an extra: a failure only
 * leaves them out.
 */
export function pubLoader({ params }: LoaderFunctionArgs): {
  item: Promise<Settled<PubDetail>>;
  related: Promise<PubCard[]>;
} {
  const id = idOf(params.itemId);
  const language = langOf(params);
  const item = settle(api.pub({ params: { id }, query: { language } }, { quiet: true }));
  const related = item.then(async (result) => {
    const tag = result.state === 'ok' ? result.data.tags[0] : undefined;
    if (!tag) return [];
    try {
      const { list } = await api.pubList(
        { query: { language, tag_id: String(tag.id), page_size: String(RELATED_COUNT + 1) } },
        { quiet: true },
      );
      return list.filter((post) => post.id !== id).slice(0, RELATED_COUNT);
    } catch {
      return [];
    }
  });
  return { item, related };
}
