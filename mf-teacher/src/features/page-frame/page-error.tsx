import { isApiError } from '@hanyu/sdk';
import { Container, LoadFailed, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CentreNav } from './centre-nav.tsx';
import styles from './page-frame.module.css';

/** Why a page's loader has nothing to show. */
type Problem = 'forbidden' | 'missing' | 'failed';

function problemOf(error: unknown): Problem {
  // The API refuses whoever is not a teacher.
  if (isApiError(error) && error.status === 403) return 'forbidden';
  // orNotFound: a learner or lesson in the URL that is not the caller's.
  if (isRouteErrorResponse(error) && error.status === 404) return 'missing';
  return 'failed';
}

type PageHeading =
  | `${'centre' | 'availability' | 'handover' | 'records' | 'level' | 'payouts'}.heading`
  | 'reviews.title';

/**
 * A teaching-centre page that has nothing to show: the page's heading and the centre's navigation stay, and
 * the page says why: the teachers-only notice (403), a learner or lesson that is not the caller's (404,
 * answered as a not-found page) with the way back to the centre, or a retry of the page's loader otherwise.
 */
function PageError({
  heading,
  current,
}: {
  heading: PageHeading;
  current?: 'timetable' | 'availability' | 'payouts' | 'reviews';
}) {
  const { t } = useTranslation('teacher');
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>{t(heading)}</h1>
      <CentreNav current={current} />
      <PageProblem problem={problemOf(useRouteError())} />
    </Container>
  );
}

/** The error boundaries of the routes' pages (their `ErrorBoundary`). */
export const CentreError = () => <PageError heading="centre.heading" current="timetable" />;
export const AvailabilityError = () => <PageError heading="availability.heading" current="availability" />;
export const HandoverError = () => <PageError heading="handover.heading" />;
export const RecordsError = () => <PageError heading="records.heading" />;
export const LevelError = () => <PageError heading="level.heading" />;
export const PayoutsError = () => <PageError heading="payouts.heading" current="payouts" />;
export const ReviewsError = () => <PageError heading="reviews.title" current="reviews" />;

function PageProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  if (problem === 'forbidden')
    return (
      <div className={styles.problem} role="alert">
        <h2>{t('states.teachersOnly')}</h2>
        <p>{t('states.teachersOnlyText')}</p>
      </div>
    );
  if (problem === 'missing')
    return (
      <div className={styles.problem} role="alert">
        <h2>{t('states.missing')}</h2>
        <p>{t('states.missingText')}</p>
        <Link className={styles.back} to={`/${lang}/teach`}>
          {t('states.backToCentre')}
        </Link>
      </div>
    );
  return <LoadFailed headingLevel={2} />;
}
