import { usePageMeta } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { LevelFlow } from './level-flow.tsx';
import { LevelIntro } from './level-intro.tsx';
import type { levelLoader } from './level-loader.ts';
import { EXPECTED_QUESTIONS, TEST_MINUTES } from './level-test.ts';

/** learning/level: the placement test: its intro, then the questions. */
export function LevelPage() {
  const { t } = useTranslation('public');
  const { test } = useLoaderData<typeof levelLoader>();
  usePageMeta({
    title: t('library.level.title'),
    description: t('library.level.lead', { count: EXPECTED_QUESTIONS, minutes: TEST_MINUTES }),
  });
  return (
    <div data-testid="level-page">
      {test.questions.length ? (
        <LevelFlow questions={test.questions} />
      ) : (
        <LevelIntro count={EXPECTED_QUESTIONS} status="empty" />
      )}
    </div>
  );
}
