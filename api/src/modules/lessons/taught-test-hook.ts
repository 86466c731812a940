import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { completeLesson } from './lessons.service.ts';

const HookParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,15}$/, 'id must be a lesson id')),
});
const HookBody = v.object({ summary: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)) });

/**
 * E2E_HOOKS=1 only (never in production; config.ts refuses it there): the lesson's hour passes and its
 * teacher writes the summary, as at the lesson's end (SPEC §4: the summary completes it), so an end-to-end
 * test can review a lesson it booked at least 2 hours ahead without waiting for it. The same completion as
 * the teacher's own (pay released once); only the clock is the lesson's end.
 */
export function registerLessonTaughtTestHook(app: FastifyInstance, db: Kysely<Database>): void {
  app.post('/test-hooks/lessons/:id/taught', async (request) => {
    const { id } = parseOrThrow(HookParams, request.params, 'path');
    const { summary } = parseOrThrow(HookBody, request.body ?? {}, 'body');
    const lesson = await db
      .selectFrom('lessons')
      .select(['teacher_user_id', 'ends_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!lesson) throw notFound();
    const completed = await completeLesson(
      db,
      { id: Number(lesson.teacher_user_id) },
      Number(id),
      { summary },
      lesson.ends_at,
    );
    return { response: { status: completed.status } };
  });
}
