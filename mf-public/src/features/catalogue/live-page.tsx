import type { CoursesResponse, TeachersResponse } from '@hanyu/contract';
import { TEACHER_SORTS } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useLoaderData } from 'react-router';
import { CardGrid, CardGridItem } from '../content/card-grid.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { ListSkeleton } from '../content/list-states.tsx';
import type { Settled } from '../content/settle.ts';
import { TeacherCard } from '../content/teacher-card.tsx';
import { useResolved } from '../content/use-resolved.ts';
import styles from './listing.module.css';
import {
  assertKnownTag,
  ListingBody,
  ListingHero,
  ListingResults,
  ListingTags,
  ListingToolbar,
  tagName,
} from './listing.tsx';
import type { LiveData, liveLoader } from './loaders.ts';

/** live and live/tag/:tagId: the live teacher list and the one-on-one course packages. */
export function LivePage() {
  const { t } = useTranslation('public');
  const data = useLoaderData<typeof liveLoader>() as LiveData;
  const { query } = data;
  const tags = useResolved(data.tags);
  const tag = tagName(tags, query.tagId);
  assertKnownTag(tags, query.tagId);
  const title = tag ? t('catalogue.live.tagTitle', { tag }) : t('catalogue.live.title');
  usePageMeta({
    title,
    description: tag ? t('catalogue.live.tagDescription', { tag }) : t('catalogue.live.description'),
  });
  return (
    <div data-testid="live-page">
      <ListingHero eyebrow={t('catalogue.live.eyebrow')} title={title} lead={t('catalogue.live.lead')} />
      <ListingBody label={t('catalogue.live.teachersTitle')}>
        <ListingToolbar
          query={query}
          sorts={TEACHER_SORTS.map((value) => ({ value, label: t(`catalogue.sorts.${value}`) }))}
          searchLabel={t('catalogue.live.searchLabel')}
          placeholder={t('catalogue.live.searchPlaceholder')}
        />
        <ListingTags tags={data.tags} current={query.tagId} base="live" />
        <Suspense fallback={<ListSkeleton variant="teacher" count={8} />}>
          <Await resolve={data.teachers}>
            {(result: Settled<TeachersResponse>) => (
              <ListingResults
                result={result}
                q={query.q}
                wide
                label={t('catalogue.live.teachersTitle')}
                emptyTitle={t('catalogue.live.emptyTitle')}
                allPath="live"
                card={(teacher) => <TeacherCard teacher={teacher} />}
              />
            )}
          </Await>
        </Suspense>
        <Suspense fallback={null}>
          <Await resolve={data.packages}>
            {(result: Settled<CoursesResponse>) => <Packages result={result} />}
          </Await>
        </Suspense>
      </ListingBody>
    </div>
  );
}

/** One-on-one course packages; left out when there are none or they could not be loaded. */
function Packages({ result }: { result: Settled<CoursesResponse> }) {
  const { t } = useTranslation('public');
  if (result.state !== 'ok' || !result.data.list.length) return null;
  return (
    <section aria-labelledby="live-packages" data-testid="live-packages">
      <h2 id="live-packages" className={styles.sectionTitle}>
        {t('catalogue.live.packagesTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('catalogue.live.packagesLead')}</p>
      <CardGrid>
        {result.data.list.map((course) => (
          <CardGridItem key={course.id}>
            <CourseCard course={course} />
          </CardGridItem>
        ))}
      </CardGrid>
    </section>
  );
}
