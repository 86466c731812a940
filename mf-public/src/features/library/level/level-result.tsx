import { COURSE_KINDS, type LevelResult } from '@hanyu/contract';
import { selectSignedIn, useSession } from '@hanyu/session';
import { Button, buttonClassName, Container, formatNumber, useLang, useLocalePath } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../content/icons.tsx';
import styles from './level-page.module.css';

/**
 * The scored test: grade, HSK level, score and the suggested plan. The server saves it for a signed-in
 * visitor; a signed-out one is offered the login modal and, once signed in, a button that saves it.
 */
export function LevelResultView({
  result,
  resubmit,
  onSignIn,
  onAgain,
}: {
  result: LevelResult;
  /** Sends the same answers again, now with the session's token, so the server saves them. */
  resubmit: () => Promise<void>;
  /** Keeps the answers and opens the login modal, whose sign-in reloads the page. */
  onSignIn: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const to = useLocalePath();
  const signedIn = useSession(selectSignedIn);
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = async () => {
    setSaving(true);
    setSaveFailed(false);
    try {
      await resubmit();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const kinds = COURSE_KINDS.filter((kind) => result.plan.course_kinds.includes(kind));

  return (
    <div className={styles.result} data-testid="level-result">
      <header className={styles.resultHead}>
        <Container>
          <p className={styles.eyebrow}>{t('library.level.resultEyebrow')}</p>
          <h1 className={styles.resultTitle} ref={heading} tabIndex={-1}>
            {t('library.level.resultHeading')}
          </h1>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('library.level.grade')}</dt>
              <dd data-testid="level-grade">{t(`library.level.grades.${result.grade}`)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('library.level.hsk')}</dt>
              <dd data-testid="level-hsk">{t(`library.level.hskLevels.${result.hsk_level}`)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('library.level.score')}</dt>
              <dd>
                {t('library.level.scoreValue', {
                  score: formatNumber(result.score, lang),
                  max: formatNumber(result.max_score, lang),
                })}
              </dd>
            </div>
          </dl>
          <div className={result.saved ? styles.saved : styles.unsaved} data-testid="level-saved">
            {result.saved ? (
              <p role="status">
                <CheckIcon />
                {t('library.level.saved')}
              </p>
            ) : (
              <>
                <p>{signedIn ? t('library.level.saveNow') : t('library.level.signInToSave')}</p>
                {signedIn ? (
                  <Button onClick={() => void save()} disabled={saving}>
                    {saving ? t('library.level.saving') : t('library.level.save')}
                  </Button>
                ) : (
                  <Button onClick={onSignIn}>{t('library.level.signIn')}</Button>
                )}
                {saveFailed ? (
                  <p className={styles.error} role="alert">
                    {t('library.level.submitFailed')}
                  </p>
                ) : null}
              </>
            )}
          </div>
        </Container>
      </header>

      <Container className={styles.plan}>
        <section aria-labelledby="level-plan" className={styles.planCard}>
          <h2 id="level-plan" className={styles.planTitle}>
            {t('library.level.plan')}
          </h2>
          <p className={styles.planSummary}>{result.plan.summary}</p>
          <p className={styles.weekly}>{t('library.level.weekly', { count: result.plan.weekly_lessons })}</p>
          {result.plan.steps.length ? (
            <>
              <h3 className={styles.planSub}>{t('library.level.steps')}</h3>
              <ol className={styles.steps}>
                {result.plan.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : null}
          {kinds.length ? (
            <>
              <h3 className={styles.planSub}>{t('library.level.suggested')}</h3>
              <ul className={styles.kinds}>
                {kinds.map((kind) => (
                  <li key={kind}>
                    <Link to={to(kind)} className={buttonClassName('secondary')}>
                      {t(`library.level.kinds.${kind}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <Button variant="ghost" onClick={onAgain} className={styles.again}>
          {t('library.level.again')}
        </Button>
      </Container>
    </div>
  );
}
