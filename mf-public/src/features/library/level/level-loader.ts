import type { LevelTestResponse } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { langOf } from '../../content/route-params.ts';

/** learning/level: the questions. Quiet: the page exists whatever the API says; a failure is the route's error. */
export async function levelLoader({ params }: LoaderFunctionArgs): Promise<{ test: LevelTestResponse }> {
  return { test: await api.levelTest({ query: { language: langOf(params) } }, { quiet: true }) };
}
