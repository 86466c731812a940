import type { LevelTestResponse } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { langOf, type Settled, settle } from '../../content/settle.ts';

/**
 * Starts loading the questions while the intro paints. Quiet: the page exists whatever the API says, and
 * a failure shows its own message and retry.
 */
export function levelLoader({ params }: LoaderFunctionArgs): { test: Promise<Settled<LevelTestResponse>> } {
  return { test: settle(api.levelTest({ query: { language: langOf(params) } }, { quiet: true })) };
}
