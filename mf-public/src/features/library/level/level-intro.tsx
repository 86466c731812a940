import { Button, Container } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ClockIcon, NoteIcon, ShieldIcon } from '../../content/icons.tsx';
import styles from './level-page.module.css';
import { TEST_MINUTES } from './level-test.ts';

type IntroStatus = 'ready' | 'loading' | 'failed' | 'empty';

/** What the test is, how long it takes, and the button that starts it once the questions are here. */
export function LevelIntro({
  count,
  status,
  onStart,
}: {
  count: number;
  status: IntroStatus;
  onStart?: () => void;
}) {
  const { t } = useTranslation('public');
  const revalidator = useRevalidator();
  return (
    <header className={styles.intro}>
      <Container className={styles.introInner}>
        <div className={styles.introText}>
          <p className={styles.eyebrow}>{t('library.level.eyebrow')}</p>
          <h1 className={styles.introTitle}>{t('library.level.heading', { minutes: TEST_MINUTES })}</h1>
          <p className={styles.introLead}>{t('library.level.lead', { count })}</p>
          <ul className={styles.facts}>
            <li>
              <NoteIcon />
              {t('library.level.facts.questions', { count })}
            </li>
            <li>
              <ClockIcon />
              {t('library.level.facts.minutes', { minutes: TEST_MINUTES })}
            </li>
            <li>
              <ShieldIcon />
              {t('library.level.facts.free')}
            </li>
          </ul>
          <p className={styles.how}>{t('library.level.how')}</p>
          {status === 'failed' ? (
            <div className={styles.alert} role="alert">
              <p>{t('library.level.loadFailed')}</p>
              <Button
                variant="secondary"
                onClick={() => revalidator.revalidate()}
                disabled={revalidator.state === 'loading'}
              >
                {revalidator.state === 'loading'
                  ? t('catalogue.states.retrying')
                  : t('catalogue.states.retry')}
              </Button>
            </div>
          ) : status === 'empty' ? (
            <p className={styles.alert} role="status">
              {t('library.level.noQuestions')}
            </p>
          ) : (
            <Button
              size="large"
              onClick={onStart}
              disabled={status !== 'ready'}
              aria-busy={status === 'loading'}
              className={styles.start}
              data-testid="level-start"
            >
              {t('library.level.start')}
            </Button>
          )}
        </div>
        <div className={styles.introArt} aria-hidden="true" lang="zh-CN">
          <span>你</span>
          <span>好</span>
          <span>学</span>
          <span>中</span>
          <span>文</span>
        </div>
      </Container>
    </header>
  );
}
