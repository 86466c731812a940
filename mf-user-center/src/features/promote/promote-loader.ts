import { PROMOTION_STATS_RANGES } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { choiceOf } from '../page-frame/list-query.ts';

export type PromotionAnswer = Awaited<ReturnType<typeof api.promotion>>;
export type StatsAnswer = Awaited<ReturnType<typeof api.promotionStats>>;
export type StatsRange = (typeof PROMOTION_STATS_RANGES)[number];

export interface PromoteData {
  /** From `?days=` (30 or 90); anything else is 30. */
  days: StatsRange;
  profile: PromotionAnswer;
  /** The statistics of a promoter; null for someone who does not promote. */
  stats: StatsAnswer | null;
}

/** user/promote: the programme and the caller's place in it; the statistics follow for a promoter. */
export async function promoteLoader({ request, params }: LoaderFunctionArgs): Promise<PromoteData> {
  const search = new URL(request.url).searchParams;
  const days = choiceOf(search, 'days', PROMOTION_STATS_RANGES) ?? 30;
  const profile = await api.promotion({ query: { language: langOf(params) } });
  const stats = profile.promoter ? await api.promotionStats({ query: { days: String(days) } }) : null;
  return { days, profile, stats };
}
