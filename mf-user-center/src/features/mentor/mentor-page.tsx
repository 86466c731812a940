import type { MentorMatch, MentorPage as MentorPageData } from '@hanyu/contract';
import { EmptyState, useLang, useLocalePath } from '@hanyu/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { useMoney } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import frame from '../page-frame/list-page.module.css';
import { MentorForm } from './mentor-form.tsx';
import type { mentorLoader } from './mentor-loader.ts';
import styles from './mentor-page.module.css';
import { formatPlanDate } from './plan-date.ts';

/**
 * user/mentor (private mentor, SPEC §1): the form, then the teachers matched with why and the study plan
 * with its milestones. The match is kept on the profile: the page opens on it, and the form re-matches.
 */
export function MentorPage() {
  const { t } = useTranslation('userCenter');
  const { mentor } = useLoaderData<typeof mentorLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('mentor.heading')}</h1>
      <p className={styles.lead}>{t('mentor.lead')}</p>
      <Mentor page={mentor} />
    </div>
  );
}

function Mentor({ page }: { page: MentorPageData }) {
  const [match, setMatch] = useState(page.match);
  const results = useRef<HTMLDivElement>(null);
  return (
    <>
      <MentorForm
        page={{ ...page, match }}
        onMatched={(next) => {
          setMatch(next);
          // The answer is below the form: take the reader there.
          requestAnimationFrame(() => results.current?.focus());
        }}
      />
      <div ref={results} tabIndex={-1} className={styles.results} aria-live="polite">
        {match ? <MatchResult match={match} /> : null}
      </div>
    </>
  );
}

function MatchResult({ match }: { match: MentorMatch }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const lang = useLang();
  const money = useMoney();
  const teachersId = useId();
  const planId = useId();
  const languageName = (code: string) =>
    t(`mentor.form.languageNames.${code}` as 'mentor.form.languageNames.en');
  return (
    <>
      <section className={styles.results} aria-labelledby={teachersId}>
        <h2 id={teachersId} className={styles.sectionTitle}>
          {t('mentor.results.teachers')}
        </h2>
        <p className={styles.meta}>
          {t('mentor.results.matchedAt')} <DateTime iso={match.matched_at} />
        </p>
        {match.teachers.length ? (
          <ul className={frame.list}>
            {match.teachers.map((teacher) => (
              <li key={teacher.id}>
                <article className={styles.card} aria-label={teacher.name}>
                  <div className={styles.cardHead}>
                    <h3 className={styles.name}>{teacher.name}</h3>
                    <span className={styles.score}>
                      {t('mentor.results.score', { score: teacher.score })}
                    </span>
                  </div>
                  <ul className={styles.reasons}>
                    {teacher.reasons.tags.length ? (
                      <li>{t('mentor.results.tags', { tags: teacher.reasons.tags.join(', ') })}</li>
                    ) : null}
                    {teacher.reasons.languages.length ? (
                      <li>
                        {t('mentor.results.languages', {
                          languages: teacher.reasons.languages.map(languageName).join(', '),
                        })}
                      </li>
                    ) : null}
                    <li>
                      {t('mentor.results.overlap', {
                        hours: Math.round((teacher.reasons.overlap_minutes / 60) * 10) / 10,
                      })}
                    </li>
                    <li>{t('mentor.results.experience', { count: teacher.reasons.experience_years })}</li>
                    {teacher.reasons.within_budget !== null ? (
                      <li>
                        {teacher.reasons.within_budget
                          ? t('mentor.results.withinBudget')
                          : t('mentor.results.overBudget')}
                      </li>
                    ) : null}
                  </ul>
                  <Link to={to(`t/${teacher.id}`)}>{t('mentor.results.viewTeacher')}</Link>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState headingLevel={3} title={t('mentor.results.none')} />
        )}
      </section>
      <section className={styles.results} aria-labelledby={planId}>
        <h2 id={planId} className={styles.sectionTitle}>
          {t('mentor.results.plan')}
        </h2>
        <div className={styles.card}>
          <p>
            <strong>
              {t('mentor.results.perWeek', {
                count: match.plan.lessons_per_week,
                minutes: match.plan.minutes_per_lesson,
              })}
            </strong>
          </p>
          <h3 className={styles.name}>{t('mentor.results.suggested')}</h3>
          {match.plan.kinds.map((kind) => (
            <div key={kind.kind}>
              <p className={styles.meta}>{t(`kinds.${kind.kind}`)}</p>
              <ul className={styles.courses}>
                {kind.courses.map((course) => (
                  <li key={course.course_id}>
                    <Link to={to(`i/${course.course_id}`)}>{course.title}</Link>
                    {course.lesson_price_minor !== null && kind.kind !== 'video'
                      ? ` · ${t('mentor.results.perLesson', { price: money(course.lesson_price_minor, course.currency) })}`
                      : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <h3 className={styles.name}>{t('mentor.results.milestones')}</h3>
          <ol className={styles.milestones}>
            {match.plan.milestones.map((milestone) => (
              <li key={milestone.hsk_level}>
                <strong>{t('mentor.results.milestone', { level: milestone.hsk_level })}</strong>
                <span>
                  {formatPlanDate(milestone.date, lang)} ·{' '}
                  {t('mentor.results.weeks', { count: milestone.weeks })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
