import type { LevelTestResponse } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';

/** learning/level: the questions. Quiet: the page exists whatever the API says; a failure is the route's error. */
export async function levelLoader({ params }: LoaderFunctionArgs): Promise<{ test: LevelTestResponse }> {
  return { test: await api.levelTest({ query: { language: langOf(params) } }, { quiet: true }) };
}
