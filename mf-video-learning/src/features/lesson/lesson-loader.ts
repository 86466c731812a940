import type {
  VideoClip,
  VideoCourseOutline,
  VideoItemType,
  VideoOutlineLesson,
  VideoPractice,
  VideoWords,
} from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import { data, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { idOf, loadOutline } from '../course/course-loader.ts';
import { STEP_MODULES } from './lesson-steps.ts';

/** The step a lesson page shows, with its content. */
export type LessonStep =
  | { type: 'words'; words: VideoWords }
  | { type: 'highlight'; clip: VideoClip }
  | { type: 'practice'; practice: VideoPractice };

export interface LessonData {
  outline: VideoCourseOutline;
  lesson: VideoOutlineLesson;
  /** Null for a lesson that is not open: its content is not asked for (the server refuses it anyway). */
  step: LessonStep | null;
}

/** The step `?step=` names, if the lesson has it; else the lesson's first. */
function stepOf(lesson: VideoOutlineLesson, asked: string | null): VideoItemType | undefined {
  const types = lesson.items.map((item) => item.type);
  return types.find((type) => type === asked) ?? types[0];
}

/**
 * learning/video/{item_id}/lesson/{lesson_id}: the course's outline (where the lesson stands, its steps), then
 * the content of the step shown, with its code. A lesson the course does not have is the not-found page.
 */
export async function lessonLoader({ params, request }: LoaderFunctionArgs): Promise<LessonData> {
  const lessonId = Number(idOf(params.lesson_id));
  const outline = await loadOutline(params, request.signal);
  const lesson = outline.lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) throw data(null, { status: 404 });
  const type =
    lesson.state === 'locked' ? undefined : stepOf(lesson, new URL(request.url).searchParams.get('step'));
  if (!type) return { outline, lesson, step: null };
  const call = { params: { id: String(lesson.id) }, query: { language: langOf(params) } };
  const options = { quiet: true, signal: request.signal };
  const [step] = await Promise.all([
    type === 'words'
      ? orNotFound(api.videoWords(call, options)).then((words): LessonStep => ({ type, words }))
      : type === 'highlight'
        ? orNotFound(api.videoClip(call, options)).then((clip): LessonStep => ({ type, clip }))
        : orNotFound(api.videoPractice(call, options)).then((practice): LessonStep => ({ type, practice })),
    STEP_MODULES[type](),
  ]);
  return { outline, lesson, step };
}
