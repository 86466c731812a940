import type { Handover } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/**
 * module/teacher/handover/:record_id: a lesson the caller teaches with its handover notes. A lesson that is not
 * the caller's (the API's 404) is the page's not-found answer.
 */
export function handoverLoader({ params }: LoaderFunctionArgs): Promise<Handover> {
  return orNotFound(
    api.handover({ params: { id: params.record_id ?? '' }, query: { language: langOf(params) } }),
  );
}
