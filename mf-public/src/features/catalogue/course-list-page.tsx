import { COURSE_SORTS, type CoursesResponse } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useLoaderData } from 'react-router';
import { CourseCard } from '../content/course-card.tsx';
import { ListSkeleton } from '../content/list-states.tsx';
import type { Settled } from '../content/settle.ts';
import { useResolved } from '../content/use-resolved.ts';
import {
  assertKnownTag,
  ListingBody,
  ListingHero,
  ListingResults,
  ListingTags,
  ListingToolbar,
  tagName,
} from './listing.tsx';
import type { CourseListData } from './loaders.ts';

/** group, video and their tag pages: one kind of course, filtered, searched, sorted and paged. */
function CourseListPage({ kind }: { kind: 'group' | 'video' }) {
  const { t } = useTranslation('public');
  const data = useLoaderData() as CourseListData;
  const { query } = data;
  const tags = useResolved(data.tags);
  const tag = tagName(tags, query.tagId);
  assertKnownTag(tags, query.tagId);
  const title = tag ? t(`catalogue.${kind}.tagTitle`, { tag }) : t(`catalogue.${kind}.title`);
  usePageMeta({
    title,
    description: tag ? t(`catalogue.${kind}.tagDescription`, { tag }) : t(`catalogue.${kind}.description`),
  });
  return (
    <div data-testid={`${kind}-page`}>
      <ListingHero
        eyebrow={t(`catalogue.${kind}.eyebrow`)}
        title={title}
        lead={t(`catalogue.${kind}.lead`)}
      />
      <ListingBody label={t(`catalogue.${kind}.listTitle`)}>
        <ListingToolbar
          query={query}
          sorts={COURSE_SORTS.map((value) => ({ value, label: t(`catalogue.sorts.${value}`) }))}
          searchLabel={t(`catalogue.${kind}.searchLabel`)}
          placeholder={t(`catalogue.${kind}.searchPlaceholder`)}
        />
        <ListingTags tags={data.tags} current={query.tagId} base={kind} />
        <Suspense fallback={<ListSkeleton />}>
          <Await resolve={data.courses}>
            {(result: Settled<CoursesResponse>) => (
              <ListingResults
                result={result}
                q={query.q}
                label={t(`catalogue.${kind}.listTitle`)}
                emptyTitle={t(`catalogue.${kind}.emptyTitle`)}
                allPath={kind}
                card={(course) => <CourseCard course={course} />}
              />
            )}
          </Await>
        </Suspense>
      </ListingBody>
    </div>
  );
}

export function GroupPage() {
  return <CourseListPage kind="group" />;
}

export function VideoPage() {
  return <CourseListPage kind="video" />;
}
