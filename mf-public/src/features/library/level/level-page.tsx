import type { LevelTestResponse } from '@hanyu/contract';
import { usePageMeta } from '@hanyu/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useLoaderData } from 'react-router';
import type { Settled } from '../../content/settle.ts';
import { LevelFlow } from './level-flow.tsx';
import { LevelIntro } from './level-intro.tsx';
import type { levelLoader } from './level-loader.ts';
import { EXPECTED_QUESTIONS, TEST_MINUTES } from './level-test.ts';

/** learning/level: the placement test. The intro paints at once; its start button waits for the questions. */
export function LevelPage() {
  const { t } = useTranslation('public');
  const { test } = useLoaderData<typeof levelLoader>();
  usePageMeta({
    title: t('library.level.title'),
    description: t('library.level.lead', { count: EXPECTED_QUESTIONS, minutes: TEST_MINUTES }),
  });
  return (
    <div data-testid="level-page">
      <Suspense fallback={<LevelIntro count={EXPECTED_QUESTIONS} status="loading" />}>
        <Await resolve={test}>
          {(result: Settled<LevelTestResponse>) =>
            result.state === 'ok' && result.data.questions.length ? (
              <LevelFlow questions={result.data.questions} />
            ) : (
              <LevelIntro count={EXPECTED_QUESTIONS} status={result.state === 'ok' ? 'empty' : 'failed'} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
