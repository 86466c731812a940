import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recountClickHours } from './promotion.repository.ts';
import { inviteCodeOf, makePromoter } from './promotion.service.ts';

/** The demo teacher's coupon code, shown on their user/promote page. */
export const DEMO_PROMOTER_COUPON = 'HYTEACHER';
const DEMO_CLICK_DAYS = 21;

/** A visitor id made from a name, so running the seed again adds no click. */
function demoVisitor(name: string): string {
  const hex = createHash('sha1').update(`hanyu-demo-visitor:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The demo teacher promotes part time (issue 14): their own coupon, and three weeks of followed links so their
 * statistics page has a story to tell; the demo learner gets an invite code. Safe to run again.
 */
export async function seedDemoPromotion(
  db: Kysely<Database>,
  options: { teacherEmail: string; learnerId: string | number; now?: Date },
): Promise<void> {
  const teacher = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', options.teacherEmail.toLowerCase())
    .executeTakeFirst();
  if (!teacher) return;
  await makePromoter(db, teacher.id, 'part_time_teacher', DEMO_PROMOTER_COUPON);
  const now = options.now ?? new Date();
  const clicks: Array<{ promoter_id: string; visitor_id: string; day: string; clicked_at: Date }> = [];
  for (let back = DEMO_CLICK_DAYS; back >= 1; back--) {
    const at = new Date(now.getTime() - back * 86_400_000);
    // A weekly rhythm: more visitors at the weekend.
    const visitors = 3 + ((back * 7) % 5) + (at.getUTCDay() % 6 === 0 ? 4 : 0);
    for (let index = 0; index < visitors; index++) {
      clicks.push({
        promoter_id: teacher.id,
        visitor_id: demoVisitor(`${back}-${index}`),
        day: at.toISOString().slice(0, 10),
        clicked_at: new Date(at.getTime() + index * 600_000),
      });
    }
  }
  await db
    .insertInto('promotion_clicks')
    .values(clicks)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await recountClickHours(db, teacher.id);
  await inviteCodeOf(db, options.learnerId);
}
