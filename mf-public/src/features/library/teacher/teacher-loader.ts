import type { TeacherDetail } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf } from '../../content/route-params.ts';

/**
 * t/{user_id}: the teacher. An unknown id (the API's 404) is the not-found page. Quiet: the sdk's bus event
 * for a 404 is not needed beside the thrown one.
 */
export function teacherLoader({ params }: LoaderFunctionArgs): Promise<{ teacher: TeacherDetail }> {
  const id = idOf(params.userId);
  return orNotFound(
    api.teacher({ params: { id }, query: { language: langOf(params) } }, { quiet: true }),
  ).then((teacher) => ({ teacher }));
}
