import type { TeacherDetail } from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { idOf, langOf, type Settled, settle } from '../../content/settle.ts';

/** Starts loading the teacher while the page's chunk downloads. An unknown id throws the not-found page (see NotFoundError). */
export function teacherLoader({ params }: LoaderFunctionArgs): { teacher: Promise<Settled<TeacherDetail>> } {
  const id = idOf(params.userId);
  return {
    teacher: settle(api.teacher({ params: { id }, query: { language: langOf(params) } }, { quiet: true })),
  };
}
