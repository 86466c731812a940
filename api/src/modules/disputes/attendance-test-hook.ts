import { ATTENDANCE_CHECK_MINUTES } from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { settleLessonAttendance } from './disputes.service.ts';

const MINUTE = 60_000;
const HookParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,15}$/, 'id must be a lesson id')),
});

/**
 * E2E_HOOKS=1 only (never in production; config.ts refuses it there): reads one lesson's attendance as the
 * job would ten minutes after its start, however far ahead that is, so an end-to-end test sees a no-show
 * without waiting for a lesson to start. One lesson at a time: the run's other lessons stay as they are.
 */
export function registerAttendanceTestHook(app: FastifyInstance, db: Kysely<Database>): void {
  app.post('/test-hooks/lessons/:id/attendance', async (request) => {
    const { id } = parseOrThrow(HookParams, request.params, 'path');
    const lesson = await db.selectFrom('lessons').select('starts_at').where('id', '=', id).executeTakeFirst();
    if (!lesson) throw notFound();
    const settled = await settleLessonAttendance(
      db,
      id,
      new Date(lesson.starts_at.getTime() + ATTENDANCE_CHECK_MINUTES * MINUTE),
    );
    return { response: { outcome: settled?.outcome ?? null } };
  });
}
