import { Button, Container } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { ClockIcon, NoteIcon, ShieldIcon } from '../../content/icons.tsx';
import styles from './level-page.module.css';
import { TEST_MINUTES } from './level-test.ts';

/** ready: the questions are here; empty: the API has none in this language. */
type IntroStatus = 'ready' | 'empty';

/** What the test is, how long it takes, and the button that starts it. */
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
          {status === 'empty' ? (
            <p className={styles.alert} role="status">
              {t('library.level.noQuestions')}
            </p>
          ) : (
            <Button size="large" onClick={onStart} className={styles.start} data-testid="level-start">
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
