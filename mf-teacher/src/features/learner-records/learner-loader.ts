import type { LearnerRecords } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/**
 * module/user/records/:user_id and module/user/level/:user_id: one answer of GET /teacher/learners/:user_id
 * feeds both pages. A learner the caller does not teach (the API's 404) is the page's not-found answer.
 */
export function learnerLoader({ params }: LoaderFunctionArgs): Promise<LearnerRecords> {
  return orNotFound(
    api.learnerRecords({ params: { user_id: params.user_id ?? '' }, query: { language: langOf(params) } }),
  );
}
