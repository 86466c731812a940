import type { HomeResponse } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/**
 * The home page's teachers, courses and claim figures. Quiet: the navigation drives the loading bar, and the
 * home page always exists; a failure is the route's error.
 */
export async function homeLoader({ params }: LoaderFunctionArgs): Promise<{ home: HomeResponse }> {
  return { home: await api.home({ query: { language: langOf(params) } }, { quiet: true }) };
}
