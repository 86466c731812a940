import { type CourseCard as CourseCardData, TEACHER_SORTS } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CardGrid, CardGridItem } from '../content/card-grid.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { TeacherCard } from '../content/teacher-card.tsx';
import { ListingFiltersForm } from '../listing-filters/listing-filters-form.tsx';
import styles from './listing.module.css';
import {
  ListingBody,
  ListingHero,
  ListingResults,
  ListingTags,
  ListingToolbar,
  tagName,
} from './listing.tsx';
import type { LiveData } from './loaders.ts';

/** live and live/tag/:tagId: the live teacher list and the one-on-one course packages. */
export function LivePage() {
  const { t } = useTranslation('public');
  const { query, filters, tags, teachers, packages } = useLoaderData() as LiveData;
  const tag = tagName(tags, query.tagId);
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
        <ListingTags tags={tags} current={query.tagId} base="live" />
        <ListingFiltersForm
          subject="teachers"
          filters={filters}
          facets={teachers.facets}
          q={query.q}
          sort={query.sort}
        />
        <ListingResults
          result={teachers}
          q={query.q}
          wide
          label={t('catalogue.live.teachersTitle')}
          emptyTitle={t('catalogue.live.emptyTitle')}
          allPath="live"
          card={(teacher) => <TeacherCard teacher={teacher} />}
        />
        <Packages packages={packages} />
      </ListingBody>
    </div>
  );
}

/** One-on-one course packages; left out when there are none or they could not be loaded. */
function Packages({ packages }: { packages: CourseCardData[] }) {
  const { t } = useTranslation('public');
  if (!packages.length) return null;
  return (
    <section aria-labelledby="live-packages" data-testid="live-packages">
      <h2 id="live-packages" className={styles.sectionTitle}>
        {t('catalogue.live.packagesTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('catalogue.live.packagesLead')}</p>
      <CardGrid>
        {packages.map((course) => (
          <CardGridItem key={course.id}>
            <CourseCard course={course} />
          </CardGridItem>
        ))}
      </CardGrid>
    </section>
  );
}
