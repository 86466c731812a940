import type { GroupClassSessions } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { classroomCall, idOrNotFound } from '../page-frame/loader-helpers.ts';

export interface GroupSessionsData {
  group: GroupClassSessions;
  /** When the sessions were read: which have ended is judged from it, on both sides alike. */
  loadedAt: number;
}

/** learning/group/:item_id: the class's sessions; a class that is not the caller's is the page's 404. */
export async function groupSessionsLoader({ params }: LoaderFunctionArgs): Promise<GroupSessionsData> {
  const request = { params: { id: idOrNotFound(params.item_id) }, query: { language: langOf(params) } };
  const group = await classroomCall(api.groupClassSessions(request, { quiet: true }));
  return { group, loadedAt: Date.now() };
}
