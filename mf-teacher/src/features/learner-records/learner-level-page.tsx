import type { Lang, LearnerRecords } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { formatDate, formatNumber, LocalTime, useLang } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../page-frame/page-frame.module.css';
import { LearnerFrame } from './learner-frame.tsx';
import styles from './learner-pages.module.css';

type Level = NonNullable<LearnerRecords['level']>;

/**
 * module/user/level/:user_id (issue 11): the learner's level test result, if they took it, and the progress
 * their teachers noted lesson by lesson, latest first; for the learner's teachers only.
 */
export function LearnerLevelPage() {
  return (
    <LearnerFrame page="level">
      {(records) => (
        <>
          <LevelTest level={records.level} />
          <ProgressTrail lessons={records.lessons} />
        </>
      )}
    </LearnerFrame>
  );
}

/** A calendar date (YYYY-MM-DD) as it is; an instant as its day in the teacher's zone. */
function testedOn(value: string, lang: Lang, zone: string): ReactNode {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (
    formatDate(value, lang)
  ) : (
    <LocalTime iso={value} lang={lang} timeZone={zone} format="day" />
  );
}

function LevelTest({ level }: { level: Level | null }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const facts: Array<[string, ReactNode]> = level
    ? [
        [t('level.grade'), t(`level.grades.${level.grade}`)],
        [
          t('level.hsk'),
          level.hsk_level === 0 ? t('level.hskNone') : t('level.hskLevel', { level: level.hsk_level }),
        ],
      ]
    : [];
  if (level?.score != null)
    facts.push([
      t('level.score'),
      level.max_score == null
        ? formatNumber(level.score, lang)
        : t('level.scoreOf', {
            score: formatNumber(level.score, lang),
            max: formatNumber(level.max_score, lang),
          }),
    ]);
  if (level?.plan_summary) facts.push([t('level.plan'), level.plan_summary]);
  if (level?.tested_at) facts.push([t('level.tested'), testedOn(level.tested_at, lang, zone)]);
  return (
    <section className={`${frame.section} ${frame.narrow}`} aria-labelledby="level-test">
      <h2 id="level-test">{t('level.test')}</h2>
      {level ? (
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={frame.muted}>{t('level.notTaken')}</p>
      )}
    </section>
  );
}

function ProgressTrail({ lessons }: { lessons: LearnerRecords['lessons'] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const trail = lessons
    .filter((lesson) => lesson.progress !== null)
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return (
    <section className={`${frame.section} ${frame.narrow}`} aria-labelledby="level-trail">
      <h2 id="level-trail">{t('level.trail')}</h2>
      {trail.length ? (
        <ol className={frame.list}>
          {trail.map((lesson) => (
            <li key={lesson.id} className={frame.card}>
              <h3 className={`${frame.cardTitle} ${styles.course}`}>
                {t('level.progress', { progress: lesson.progress })}
              </h3>
              <p className={frame.muted}>
                <LocalTime iso={lesson.starts_at} lang={lang} timeZone={zone} format="day" /> ·{' '}
                {lesson.trial ? t('lesson.trial') : lesson.course_title} ·{' '}
                {t('lesson.teacher', { name: lesson.teacher_name })}
              </p>
              {lesson.summary ? <p className={frame.text}>{lesson.summary}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={frame.muted}>{t('level.noTrail')}</p>
      )}
    </section>
  );
}
