import type { SearchResponse } from '@hanyu/contract';
import { Container, EmptyState, useLocalePath, usePageMeta } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { CardGrid, CardGridItem } from '../content/card-grid.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { TeacherCard } from '../content/teacher-card.tsx';
import { useGetFormSubmit } from './get-form.ts';
import styles from './listing.module.css';
import { ListingHero } from './listing.tsx';
import type { SearchData } from './loaders.ts';

/** search?q=: teachers and courses matching a text, from one API call. */
export function SearchPage() {
  const { t } = useTranslation('public');
  const { q, results } = useLoaderData() as SearchData;
  const inputId = useId();
  const submit = useGetFormSubmit();
  const { pathname } = useLocation();
  usePageMeta({
    title: q ? t('catalogue.search.titleFor', { q }) : t('catalogue.search.title'),
    description: t('catalogue.search.description'),
  });
  return (
    <div data-testid="search-page">
      <ListingHero
        eyebrow={t('catalogue.search.eyebrow')}
        title={q ? t('catalogue.search.titleFor', { q }) : t('catalogue.search.title')}
        lead={t('catalogue.search.lead')}
      />
      <section className={styles.body} aria-label={t('catalogue.search.resultsLabel')}>
        <Container>
          <div>
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in every supported browser yet. */}
            <form
              method="get"
              action={pathname}
              role="search"
              className={styles.toolbar}
              key={q}
              onSubmit={submit}
            >
              <div className={styles.searchField}>
                <label htmlFor={inputId} className="hy-visually-hidden">
                  {t('catalogue.search.label')}
                </label>
                <input
                  id={inputId}
                  className={styles.input}
                  type="search"
                  name="q"
                  defaultValue={q}
                  maxLength={100}
                  required
                  placeholder={t('catalogue.search.placeholder')}
                />
                <button type="submit" className={styles.submit}>
                  {t('catalogue.list.submit')}
                </button>
              </div>
            </form>
          </div>
          {results ? (
            <Results results={results} />
          ) : (
            <EmptyState
              art="search"
              title={t('catalogue.search.promptTitle')}
              text={t('catalogue.search.promptText')}
            />
          )}
        </Container>
      </section>
    </div>
  );
}

function Results({ results }: { results: SearchResponse }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const { teachers, courses } = results;
  if (!teachers.length && !courses.length) {
    return (
      <EmptyState
        art="search"
        title={t('catalogue.search.emptyTitle')}
        text={t('catalogue.search.emptyText')}
        action={
          <span className={styles.links}>
            <Link to={to('live')}>{t('catalogue.live.title')}</Link>
            <Link to={to('group')}>{t('catalogue.group.title')}</Link>
            <Link to={to('video')}>{t('catalogue.video.title')}</Link>
          </span>
        }
      />
    );
  }
  return (
    <>
      {teachers.length ? (
        <section aria-labelledby="search-teachers" data-testid="search-teachers">
          <h2 id="search-teachers" className={styles.sectionTitle}>
            {t('catalogue.search.teachers', { count: teachers.length })}
          </h2>
          <CardGrid wide>
            {teachers.map((teacher) => (
              <CardGridItem key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </CardGridItem>
            ))}
          </CardGrid>
        </section>
      ) : null}
      {courses.length ? (
        <section aria-labelledby="search-courses" data-testid="search-courses">
          <h2 id="search-courses" className={styles.sectionTitle}>
            {t('catalogue.search.courses', { count: courses.length })}
          </h2>
          <CardGrid>
            {courses.map((course) => (
              <CardGridItem key={course.id}>
                <CourseCard course={course} />
              </CardGridItem>
            ))}
          </CardGrid>
        </section>
      ) : null}
    </>
  );
}
