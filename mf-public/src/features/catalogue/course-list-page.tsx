import { COURSE_SORTS, type CoursesResponse } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, useLoaderData } from 'react-router';
import { CardGrid, CardGridItem } from '../content/card-grid.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../content/list-states.tsx';
import { Pager } from '../content/pager.tsx';
import { NotFound, type Settled } from '../content/settle.ts';
import { useLocalePath } from '../content/use-lang.ts';
import { useResolved } from '../content/use-resolved.ts';
import {
  assertKnownTag,
  ListingBody,
  ListingHero,
  ListingTags,
  ListingToolbar,
  SearchSummary,
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
            {(result: Settled<CoursesResponse>) => <Courses result={result} kind={kind} q={query.q} />}
          </Await>
        </Suspense>
      </ListingBody>
    </div>
  );
}

function Courses({
  result,
  kind,
  q,
}: {
  result: Settled<CoursesResponse>;
  kind: 'group' | 'video';
  q: string;
}) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  if (result.state === 'missing') NotFound();
  if (result.state === 'failed') return <ErrorState />;
  const { list, paging } = result.data;
  return (
    <>
      <SearchSummary q={q} total={paging.total} />
      {list.length ? (
        <CardGrid label={t(`catalogue.${kind}.listTitle`)}>
          {list.map((course) => (
            <CardGridItem key={course.id}>
              <CourseCard course={course} />
            </CardGridItem>
          ))}
        </CardGrid>
      ) : (
        <EmptyState
          title={t(`catalogue.${kind}.emptyTitle`)}
          text={t('catalogue.list.emptyText')}
          action={<Link to={to(kind)}>{t('catalogue.list.showAll')}</Link>}
        />
      )}
      <Pager page={paging.page} pageSize={paging.page_size} total={paging.total} />
    </>
  );
}

export function GroupPage() {
  return <CourseListPage kind="group" />;
}

export function VideoPage() {
  return <CourseListPage kind="video" />;
}
