import { COURSE_SORTS } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CourseCard } from '../content/course-card.tsx';
import { ListingFiltersForm } from '../listing-filters/listing-filters-form.tsx';
import {
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
  const { query, filters, tags, courses } = useLoaderData() as CourseListData;
  const tag = tagName(tags, query.tagId);
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
        <ListingTags tags={tags} current={query.tagId} base={kind} />
        <ListingFiltersForm
          subject={kind}
          filters={filters}
          facets={courses.facets}
          q={query.q}
          sort={query.sort}
        />
        <ListingResults
          result={courses}
          q={query.q}
          label={t(`catalogue.${kind}.listTitle`)}
          emptyTitle={t(`catalogue.${kind}.emptyTitle`)}
          allPath={kind}
          card={(course) => <CourseCard course={course} />}
        />
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
