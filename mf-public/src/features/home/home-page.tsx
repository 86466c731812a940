import {
  BOOKING_MIN_LEAD_MINUTES,
  CLASSROOM_ENTRY_LEAD_MINUTES,
  type HomeResponse,
  MONEY_BACK_GUARANTEE_DAYS,
} from '@hanyu/contract';
import { buttonClassName, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ArrowLink } from '../content/arrow-link.tsx';
import { ClaimTiles } from '../content/claim-tiles.tsx';
import { CourseCard } from '../content/course-card.tsx';
import { CtaBand } from '../content/cta-band.tsx';
import { ShieldIcon } from '../content/icons.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { Section } from '../content/section.tsx';
import { Steps } from '../content/steps.tsx';
import { TeacherCard } from '../content/teacher-card.tsx';
import { CourseKinds } from './course-kinds.tsx';
import styles from './featured.module.css';
import { HomeHeroArt } from './home-hero-art.tsx';
import type { homeLoader } from './home-loader.ts';

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
        <ClaimTiles stats={home.stats} />
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

      <Featured home={home} />

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

/** Featured teachers and courses. */
function Featured({ home }: { home: HomeResponse }) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const { teachers, courses } = home;
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
