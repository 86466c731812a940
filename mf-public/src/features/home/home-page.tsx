import {
  BOOKING_MIN_LEAD_MINUTES,
  CLASSROOM_ENTRY_LEAD_MINUTES,
  MONEY_BACK_GUARANTEE_DAYS,
} from '@hanyu/contract';
import { Button, buttonClassName } from '@hanyu/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, useLoaderData, useRevalidator } from 'react-router';
import { ArrowLink } from '../content/arrow-link.tsx';
import { ClaimTiles } from '../content/claim-tiles.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { CtaBand } from '../content/cta-band.tsx';
import { ShieldIcon } from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { Steps } from '../content/steps.tsx';
import { TeacherCard } from '../content/teacher-card.tsx';
import { useLocalePath } from '../content/use-lang.ts';
import { CourseKinds } from './course-kinds.tsx';
import styles from './featured.module.css';
import { HomeHeroArt } from './home-hero-art.tsx';
import type { HomeResult, homeLoader } from './home-loader.ts';

export function HomePage() {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const { home } = useLoaderData<typeof homeLoader>();

  return (
    <div data-remote-build={__HANYU_BUILD__} data-testid="home-page">
      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        art={<HomeHeroArt />}
        actions={
          <>
            <Link to={to('about/how')} className={buttonClassName('primary', 'large')}>
              {t('home.hero.primary')}
            </Link>
            <Link to={to('live')} className={buttonClassName('secondary', 'large')}>
              {t('home.hero.secondary')}
            </Link>
          </>
        }
        note={
          <>
            <ShieldIcon />
            {t('home.hero.note', { days: MONEY_BACK_GUARANTEE_DAYS })}
          </>
        }
      />

      <Section title={t('home.claims.title')} centered>
        <Suspense fallback={<ClaimTiles />}>
          <Await resolve={home}>{(result: HomeResult) => <ClaimTiles stats={result.home?.stats} />}</Await>
        </Suspense>
      </Section>

      <CourseKinds />

      <Section
        title={t('home.how.title')}
        lead={t('home.how.lead')}
        aside={<ArrowLink to={to('about/how')}>{t('home.how.more')}</ArrowLink>}
      >
        <Steps
          layout="row"
          items={[
            { title: t('home.how.chooseTitle'), text: t('home.how.chooseText') },
            {
              title: t('home.how.bookTitle'),
              text: t('home.how.bookText', { hours: BOOKING_MIN_LEAD_MINUTES / 60 }),
            },
            {
              title: t('home.how.learnTitle'),
              text: t('home.how.learnText', { minutes: CLASSROOM_ENTRY_LEAD_MINUTES }),
            },
          ]}
        />
      </Section>

      <Suspense fallback={<FeaturedLoading />}>
        <Await resolve={home}>{(result: HomeResult) => <Featured result={result} />}</Await>
      </Suspense>

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')}>
        <Link to={to('about/how')} className={buttonClassName('primary', 'large')}>
          {t('home.cta.primary')}
        </Link>
        <Link to={to('about/contact')} className={buttonClassName('secondary', 'large')}>
          {t('home.cta.secondary')}
        </Link>
      </CtaBand>
    </div>
  );
}

/** Featured teachers and courses, or a retry when the API could not be reached. */
function Featured({ result }: { result: HomeResult }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  if (result.failed) return <FeaturedError />;
  const { teachers, courses } = result.home;
  return (
    <>
      <Section
        title={t('home.teachers.title')}
        lead={t('home.teachers.lead')}
        tone="alt"
        id="teachers"
        aside={<ArrowLink to={to('live')}>{t('home.teachers.all')}</ArrowLink>}
      >
        {teachers.length ? (
          <ul className={`${styles.grid} ${styles.wide}`}>
            {teachers.map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('home.empty')}</p>
        )}
      </Section>
      <Section
        title={t('home.courses.title')}
        lead={t('home.courses.lead')}
        id="courses"
        aside={<ArrowLink to={to('live')}>{t('home.courses.all')}</ArrowLink>}
      >
        {courses.length ? (
          <ul className={styles.grid}>
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('home.empty')}</p>
        )}
      </Section>
    </>
  );
}

function FeaturedLoading() {
  const { t } = useTranslation('public');
  return (
    <Section title={t('home.teachers.title')} lead={t('home.teachers.lead')} tone="alt">
      <div role="status" aria-busy="true">
        <span className="hy-visually-hidden">{t('home.loading')}</span>
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <div className={styles.skeleton} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function FeaturedError() {
  const { t } = useTranslation('public');
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <Section title={t('home.teachers.title')} tone="alt" hideTitle>
      <div className={styles.problem} role="alert" data-testid="home-error">
        <h3 className={styles.problemTitle}>{t('home.error.title')}</h3>
        <p className={styles.problemText}>{t('home.error.message')}</p>
        <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={retrying}>
          {retrying ? t('home.error.retrying') : t('home.error.retry')}
        </Button>
      </div>
    </Section>
  );
}
