import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { teacherEmail } from '../modules/catalogue/index.ts';
import { adjustByOperator } from '../modules/ledger/index.ts';
import { insertAssistantTeacher } from '../modules/lessons/index.ts';
import { DEMO_FAMILY_EMAIL, seedDemoFamily } from '../modules/linked/index.ts';
import { makeCompanyPaidMember } from '../modules/org/index.ts';
import { seedDemoPromotion } from '../modules/promotion/index.ts';
import { hashPassword, insertOperator } from '../modules/users/index.ts';

/**
 * Accounts a newcomer signs in with to try the site in every role: a learner with tuition to spend, an
 * organisation owner whose company pays for a learner of its own, a teacher (the first seeded
 * teacher's account), an operator of the service centre and an assistant teacher. One password for all; the addresses are on
 * reserved domains (RFC 2606), so no mail ever reaches anyone.
 */
export const DEMO_PASSWORD = 'hanyu-demo-2026';

export const DEMO_EMAILS = {
  learner: 'learner@demo.hanyu.example',
  orgOwner: 'owner@demo.hanyu.example',
  companyLearner: 'staff@demo.hanyu.example',
  operator: 'operator@demo.hanyu.example',
  assistant: 'assistant@demo.hanyu.example',
} as const;

/** Credited once each (bill type 3, by the demo operator): enough to buy a course at once. */
export const DEMO_LEARNER_TUITION_MINOR = 50_000;
export const DEMO_COMPANY_BALANCE_MINOR = 200_000;
export const DEMO_COMPANY_NAME = 'Demo Company';

export interface DemoAccount {
  role: 'learner' | 'orgOwner' | 'companyLearner' | 'teacher' | 'operator' | 'assistant' | 'family';
  email: string;
}

/**
 * Whether the demo accounts are wanted: always outside production; in production only when asked for
 * with SEED_DEMO_ACCOUNTS=true (SEED_DEMO_ACCOUNTS=false leaves them out anywhere).
 */
export function demoAccountsWanted(env: NodeJS.ProcessEnv): boolean {
  const asked = env.SEED_DEMO_ACCOUNTS;
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  if (asked !== undefined && asked !== '') {
    throw new Error(`SEED_DEMO_ACCOUNTS must be true or false, not ${JSON.stringify(asked)}`);
  }
  return env.NODE_ENV !== 'production';
}

/** An account with the demo password, made or reset by its email. */
async function upsertDemoUser(
  db: Kysely<Database>,
  account: { email: string; nickName: string; passwordHash: string },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ email: account.email, nick_name: account.nickName, password_hash: account.passwordHash })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .doUpdateSet({ nick_name: account.nickName, password_hash: account.passwordHash }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes the demo accounts, or brings them back to their demo state, so that running it again changes
 * nothing a newcomer sees: the same accounts, the same password, and each credit made once (its
 * idempotency key replays it), whatever was spent since. `teacherSlug` names the seeded teacher whose
 * account becomes the demo teacher; none without one.
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  options: { teacherSlug?: string | undefined } = {},
): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const account = (email: string, nickName: string) => upsertDemoUser(db, { email, nickName, passwordHash });

  const operatorId = await account(DEMO_EMAILS.operator, 'Demo Operator');
  await insertOperator(db, operatorId);

  const learnerId = await account(DEMO_EMAILS.learner, 'Demo Learner');
  await adjustByOperator(db, 'credit', {
    ownerId: learnerId,
    amount: DEMO_LEARNER_TUITION_MINOR,
    operatorId,
    idempotencyKey: 'demo-seed:learner-tuition',
    description: 'Demo tuition balance',
  });

  const ownerId = await account(DEMO_EMAILS.orgOwner, 'Demo Owner');
  const organisation = await db
    .insertInto('organisations')
    .values({ owner_id: ownerId, name: DEMO_COMPANY_NAME })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet({ name: DEMO_COMPANY_NAME }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await adjustByOperator(db, 'credit', {
    ownerId,
    purpose: 'company_wallet',
    amount: DEMO_COMPANY_BALANCE_MINOR,
    operatorId,
    idempotencyKey: 'demo-seed:company-wallet',
    description: 'Demo company balance',
  });

  // A sub-account of the owner's organisation whose lessons the company pays for.
  const staffId = await account(DEMO_EMAILS.companyLearner, 'Demo Staff');
  await db
    .deleteFrom('org_members')
    .where('user_id', '=', staffId)
    .where('org_id', '<>', organisation.id)
    .execute();
  await makeCompanyPaidMember(db, { id: organisation.id, ownerId, name: DEMO_COMPANY_NAME }, staffId);

  // An assistant teacher: books lessons of courses that forbid self-service booking for their learners.
  const assistantId = await account(DEMO_EMAILS.assistant, 'Demo Assistant');
  await insertAssistantTeacher(db, assistantId);

  // A second learner, a family member linked to the demo learner: they share the learner's courses.
  const familyId = await account(DEMO_FAMILY_EMAIL, 'Demo Family');
  await seedDemoFamily(db, learnerId, familyId);

  // The demo teacher promotes courses part time (issue 14): their coupon and three weeks of followed links.
  if (options.teacherSlug) {
    await seedDemoPromotion(db, { teacherEmail: teacherEmail(options.teacherSlug), learnerId });
  }

  const accounts: DemoAccount[] = [
    { role: 'learner', email: DEMO_EMAILS.learner },
    { role: 'orgOwner', email: DEMO_EMAILS.orgOwner },
    { role: 'companyLearner', email: DEMO_EMAILS.companyLearner },
    { role: 'operator', email: DEMO_EMAILS.operator },
    { role: 'assistant', email: DEMO_EMAILS.assistant },
    { role: 'family', email: DEMO_FAMILY_EMAIL },
  ];
  if (options.teacherSlug) {
    // The seeded teacher keeps its profile, courses and lessons, and may now sign in.
    const email = teacherEmail(options.teacherSlug);
    const updated = await db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where(sql<string>`lower(email)`, '=', email)
      .returning('id')
      .execute();
    if (updated.length === 0)
      throw new Error(`demo teacher: no account for the teacher ${options.teacherSlug}`);
    accounts.splice(3, 0, { role: 'teacher', email });
  }
  return accounts;
}
