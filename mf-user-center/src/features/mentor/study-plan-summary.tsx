import { buttonClassName, useLang, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MentorAnswer } from './mentor-loader.ts';
import styles from './mentor-page.module.css';
import { formatPlanDate } from './plan-date.ts';

/** My page's "My study plan": the saved plan in brief with its next milestone, or the way to get one. */
export function StudyPlanSummary({ match }: { match: MentorAnswer['match'] }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const lang = useLang();
  if (!match)
    return (
      <div className={styles.summary}>
        <p className={styles.meta}>{t('studyPlan.empty')}</p>
        <Link className={buttonClassName('primary', 'small')} to={to('user/mentor')}>
          {t('studyPlan.start')}
        </Link>
      </div>
    );
  const next = match.plan.milestones[0];
  return (
    <div className={styles.summary} data-testid="study-plan">
      <p>{t('studyPlan.perWeek', { count: match.plan.lessons_per_week })}</p>
      {next ? (
        <p className={styles.meta}>
          {t('studyPlan.next', { level: next.hsk_level })} · {formatPlanDate(next.date, lang)}
        </p>
      ) : null}
      <Link className={buttonClassName('secondary', 'small')} to={to('user/mentor')}>
        {t('studyPlan.open')}
      </Link>
    </div>
  );
}
