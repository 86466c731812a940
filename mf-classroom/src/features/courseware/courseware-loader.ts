import type { Courseware } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { classroomCall, idOrNotFound } from '../page-frame/loader-helpers.ts';

/** learning/courseware/{item_id}: the course's courseware; one that is not the caller's is the page's 404. */
export async function coursewareLoader({ params }: LoaderFunctionArgs): Promise<{ courseware: Courseware }> {
  const request = { params: { id: idOrNotFound(params.item_id) }, query: { language: langOf(params) } };
  return { courseware: await classroomCall(api.courseware(request, { quiet: true })) };
}
