import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of linked accounts: requests, families, what an account bought, WeChat states. No rules live here. */

/** A person as link pages show them: an unset nick name is the address's local part. */
const displayName = sql<string>`coalesce(nullif(users.nick_name, ''), split_part(users.email, '@', 1))`;

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.email', displayName.as('nick_name')])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Locks two accounts' users rows in id order for a change of their links: every change of a family locks
 * the accounts it touches, so checks made after this see what is committed and two changes never
 * interleave. FOR NO KEY UPDATE: foreign keys to users (which take KEY SHARE) are not held up.
 */
export async function lockAccounts(db: Kysely<Database>, ids: ReadonlyArray<number | string>): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      ids.map((id) => String(id)),
    )
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** The account's row in a family: main_id is its own id for a main account. */
export function familyOf(db: Kysely<Database>, userId: number | string) {
  return db
    .selectFrom('account_families')
    .select(['user_id', 'main_id', 'linked_at'])
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

/** The accounts linked to `userId`: a main account's members, or a member's main account. */
export function linkedAccountsOf(db: Kysely<Database>, userId: number | string) {
  const user = String(userId);
  return db
    .selectFrom('account_families as mine')
    .innerJoin('account_families as theirs', (join) =>
      join.on((eb) =>
        eb.or([
          // I am the main account: my members.
          eb.and([
            eb('mine.main_id', '=', user),
            eb('theirs.main_id', '=', user),
            eb('theirs.user_id', '<>', user),
          ]),
          // I am a member: my main account.
          eb.and([eb('mine.main_id', '<>', user), eb('theirs.user_id', '=', eb.ref('mine.main_id'))]),
        ]),
      ),
    )
    .innerJoin('users', 'users.id', 'theirs.user_id')
    .select([
      'users.id',
      'users.email',
      displayName.as('nick_name'),
      sql<'main' | 'member'>`case when theirs.user_id = theirs.main_id then 'main' else 'member' end`.as(
        'role',
      ),
      sql<Date>`case when mine.main_id = ${user} then theirs.linked_at else mine.linked_at end`.as(
        'linked_at',
      ),
    ])
    .where('mine.user_id', '=', user)
    .orderBy('users.id')
    .execute();
}

/** Link requests sent to (`incoming`) or by (`outgoing`) an account, oldest first, with the other account. */
export function requestsOf(db: Kysely<Database>, userId: number | string, way: 'incoming' | 'outgoing') {
  const [mine, other] =
    way === 'incoming'
      ? (['account_link_requests.to_user_id', 'account_link_requests.from_user_id'] as const)
      : (['account_link_requests.from_user_id', 'account_link_requests.to_user_id'] as const);
  return db
    .selectFrom('account_link_requests')
    .innerJoin('users', 'users.id', other)
    .select([
      'account_link_requests.id',
      'users.id as user_id',
      'users.email',
      displayName.as('nick_name'),
      'account_link_requests.created_at',
    ])
    .where(mine, '=', String(userId))
    .orderBy('account_link_requests.created_at')
    .orderBy('account_link_requests.id')
    .execute();
}

/** The request between two accounts, whichever sent it. */
export function requestBetween(db: Kysely<Database>, a: number | string, b: number | string) {
  return db
    .selectFrom('account_link_requests')
    .select(['id', 'from_user_id', 'to_user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', String(a)), eb('to_user_id', '=', String(b))]),
        eb.and([eb('from_user_id', '=', String(b)), eb('to_user_id', '=', String(a))]),
      ]),
    )
    .executeTakeFirst();
}

export async function insertRequest(db: Kysely<Database>, from: number | string, to: number | string) {
  return db
    .insertInto('account_link_requests')
    .values({ from_user_id: String(from), to_user_id: String(to) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A request sent to `userId`; `lock` for its acceptance. */
export function findIncomingRequest(
  db: Kysely<Database>,
  id: number,
  userId: number | string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('account_link_requests')
    .select(['id', 'from_user_id', 'to_user_id'])
    .where('id', '=', String(id))
    .where('to_user_id', '=', String(userId));
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Deletes a request sent to or by `userId`; false when they have none with this id. */
export async function deleteRequestOf(db: Kysely<Database>, id: number, userId: number | string) {
  const result = await db
    .deleteFrom('account_link_requests')
    .where('id', '=', String(id))
    .where((eb) => eb.or([eb('from_user_id', '=', String(userId)), eb('to_user_id', '=', String(userId))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every request a new member sent or was sent: none of them can succeed any more. */
export async function deleteRequestsInvolving(db: Kysely<Database>, userId: number | string) {
  await db
    .deleteFrom('account_link_requests')
    .where((eb) => eb.or([eb('from_user_id', '=', String(userId)), eb('to_user_id', '=', String(userId))]))
    .execute();
}

/**
 * Puts `memberId` in the family of `mainId`: the main account's own row when it has none yet, then the
 * member's. The primary key refuses an account already in a family; the foreign key a main account that is
 * a member of another family.
 */
export async function joinFamily(db: Kysely<Database>, mainId: number | string, memberId: number | string) {
  await db
    .insertInto('account_families')
    .values({ user_id: String(mainId), main_id: String(mainId) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('account_families')
    .values({ user_id: String(memberId), main_id: String(mainId) })
    .execute();
}

/**
 * Unlinks two accounts (either may be the main one); false when they are not linked. A main account left
 * without members leaves its family too.
 */
export async function leaveFamily(db: Kysely<Database>, a: number | string, b: number | string) {
  const removed = await db
    .deleteFrom('account_families')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', String(a)), eb('main_id', '=', String(b))]),
        eb.and([eb('user_id', '=', String(b)), eb('main_id', '=', String(a))]),
      ]),
    )
    .where('user_id', '<>', sql<string>`main_id`)
    .returning('main_id')
    .executeTakeFirst();
  if (!removed) return false;
  await db
    .deleteFrom('account_families')
    .where('user_id', '=', removed.main_id)
    .where('main_id', '=', removed.main_id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('account_families as members')
            .select('members.user_id')
            .where('members.main_id', '=', removed.main_id)
            .where('members.user_id', '<>', removed.main_id),
        ),
      ),
    )
    .execute();
  return true;
}

/**
 * The purchases of an account that linked accounts may use: live packages (with the lesson time left) and
 * video courses, by paid orders' grants. A group class seat is one person's place in its room: not shared.
 */
export async function sharedPurchasesOf(db: Kysely<Database>, ownerId: number | string) {
  const owner = String(ownerId);
  return db
    .selectFrom('grants')
    .innerJoin('courses', 'courses.id', 'grants.course_id')
    .select([
      'courses.id',
      'courses.kind',
      // Summed over the course's items (lesson time is kept per item, migration 0029); null without any.
      sql<number | null>`(select sum(lesson_time.granted_minutes - lesson_time.spent_minutes)::int
        from lesson_time where lesson_time.owner_id = ${owner} and lesson_time.course_id = courses.id)`.as(
        'remaining',
      ),
    ])
    .where('grants.owner_id', '=', owner)
    .where('grants.kind', 'in', ['lesson_minutes', 'access'])
    .groupBy(['courses.id', 'courses.kind'])
    .orderBy('courses.id')
    .execute();
}

export async function insertWechatState(
  db: Kysely<Database>,
  state: { stateHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  // Expired states go as new ones come, so the table stays small.
  await db.deleteFrom('wechat_bind_states').where('expires_at', '<', state.createdAt).execute();
  await db
    .insertInto('wechat_bind_states')
    .values({
      state_hash: state.stateHash,
      user_id: String(state.userId),
      created_at: state.createdAt,
      expires_at: state.expiresAt,
    })
    .execute();
}

/** Takes a state once: the caller's, unexpired; undefined otherwise (and a used state is gone). */
export function takeWechatState(db: Kysely<Database>, stateHash: string, userId: number, now: Date) {
  return db
    .deleteFrom('wechat_bind_states')
    .where('state_hash', '=', stateHash)
    .where('user_id', '=', String(userId))
    .where('expires_at', '>', now)
    .returning('state_hash')
    .executeTakeFirst();
}

export function wechatAccountOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('oauth_accounts')
    .select(['subject', 'user_id'])
    .where('provider', '=', 'wechat')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

export function wechatOwnerOf(db: Kysely<Database>, subject: string) {
  return db
    .selectFrom('oauth_accounts')
    .select('user_id')
    .where('provider', '=', 'wechat')
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertWechatAccount(db: Kysely<Database>, subject: string, userId: number) {
  await db
    .insertInto('oauth_accounts')
    .values({ provider: 'wechat', subject, user_id: String(userId) })
    .execute();
}

export async function deleteWechatAccount(db: Kysely<Database>, userId: number) {
  await db
    .deleteFrom('oauth_accounts')
    .where('provider', '=', 'wechat')
    .where('user_id', '=', String(userId))
    .execute();
}
