import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The demo learner's family member: a second learner linked to the demo learner, sharing its courses. */
export const DEMO_FAMILY_EMAIL = 'family@demo.hanyu.example';

/**
 * Links the demo family member to the demo learner (the main account), as an accepted request would; again
 * and again without change. Accounts already in another family are left as they are.
 */
export async function seedDemoFamily(
  db: Kysely<Database>,
  learnerId: number | string,
  familyId: number | string,
): Promise<void> {
  const main = String(learnerId);
  await db
    .insertInto('account_families')
    .values({ user_id: main, main_id: main })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const learner = await db
    .selectFrom('account_families')
    .select('main_id')
    .where('user_id', '=', main)
    .executeTakeFirstOrThrow();
  if (learner.main_id !== main) return;
  await db
    .insertInto('account_families')
    .values({ user_id: String(familyId), main_id: main })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
