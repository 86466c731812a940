import {
  ERROR_CODES,
  FALLBACK_LANG,
  isEmailAddress,
  type Lang,
  LINK_ERROR_CODES,
  LINK_MESSAGES,
  type LinkCheck,
  type LinkedAccountsResponse,
  type LinkRefusal,
  type LinkRequest,
  type SharedCourse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../http/attempt-limiter.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { admitted } from '../passport/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  deleteRequestOf,
  deleteRequestsInvolving,
  familyOf,
  findIncomingRequest,
  findUserByEmail,
  insertRequest,
  joinFamily,
  leaveFamily,
  linkedAccountsOf,
  lockAccounts,
  requestBetween,
  requestsOf,
  sharedPurchasesOf,
} from './linked.repository.ts';

/**
 * Linked accounts (SPEC §1, §5): asking, accepting, declining and unlinking. The structure (one main account
 * and its members, an account in one family at most, no chains) is held by the database's keys
 * (0026_account_links.sql); these checks come first only to say why in words, inside a transaction that has
 * locked both accounts, and the keys' own refusals are turned into the same words.
 */

export const linkRefused = (reason: LinkRefusal) =>
  new ApiError(409, LINK_MESSAGES[reason], { code: LINK_ERROR_CODES[reason] });

const invalidEmail = () =>
  new ApiError(422, 'Please enter a valid email address', { code: ERROR_CODES.invalidEmail });

/** Why `callerId` cannot ask to link `targetId` (registered), or null when they can. */
async function refusalBetween(
  db: Kysely<Database>,
  callerId: number,
  targetId: number | string,
): Promise<LinkRefusal | null> {
  if (String(targetId) === String(callerId)) return 'self';
  const [mine, theirs] = await Promise.all([familyOf(db, callerId), familyOf(db, targetId)]);
  if (mine && theirs && (mine.main_id === theirs.main_id || theirs.user_id === mine.main_id))
    return 'linkedTogether';
  if (theirs) return 'alreadyLinked';
  if (mine && mine.main_id !== String(callerId)) return 'youAreMember';
  if (await requestBetween(db, callerId, targetId)) return 'requestWaiting';
  return null;
}

/** What a refusal reads on the wire, in the check's answer. */
const refusalOf = (reason: LinkRefusal) => ({
  reason,
  code: LINK_ERROR_CODES[reason],
  message: LINK_MESSAGES[reason],
});

/**
 * GET /user/bind?email=: whether the caller can ask to link an address, else why not; changes nothing.
 * It names no one (the nick name stays null: the other account shows itself by accepting), and each
 * look-up counts against the caller's limit, shared with link requests (docs/decisions.md).
 */
export async function checkLink(
  db: Kysely<Database>,
  limiter: AttemptLimiter,
  user: AuthUser,
  email: string,
): Promise<LinkCheck> {
  const address = email.trim();
  if (!isEmailAddress(address)) throw invalidEmail();
  await admitted(limiter.admitLinkLookup(user.id));
  const target = await findUserByEmail(db, address);
  if (!target)
    return { email: address, nick_name: null, linkable: false, refusal: refusalOf('notRegistered') };
  const reason = await refusalBetween(db, user.id, target.id);
  return {
    email: target.email,
    nick_name: null,
    linkable: reason === null,
    refusal: reason === null ? null : refusalOf(reason),
  };
}

/** Whether an error is PostgreSQL refusing a row by the named key (23505 unique, 23503 foreign key). */
function refusedBy(error: unknown, codes: string[], constraint?: string): boolean {
  const found = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return (
    typeof found.code === 'string' &&
    codes.includes(found.code) &&
    (constraint === undefined || found.constraint === constraint)
  );
}

/** POST /user/bind: asks the account of `email` to link; the link waits for its acceptance. */
export async function requestLink(
  db: Kysely<Database>,
  limiter: AttemptLimiter,
  user: AuthUser,
  email: string,
): Promise<LinkRequest> {
  const address = email.trim();
  if (!isEmailAddress(address)) throw invalidEmail();
  await admitted(limiter.admitLinkLookup(user.id));
  const target = await findUserByEmail(db, address);
  if (!target) throw linkRefused('notRegistered');
  try {
    return await db.transaction().execute(async (trx) => {
      await lockAccounts(trx, [user.id, target.id]);
      const reason = await refusalBetween(trx, user.id, target.id);
      if (reason) throw linkRefused(reason);
      const row = await insertRequest(trx, user.id, target.id);
      return {
        id: Number(row.id),
        user_id: Number(target.id),
        email: target.email,
        nick_name: target.nick_name,
        created_at: row.created_at.toISOString(),
      };
    });
  } catch (error) {
    // Two requests between the same accounts at once: the pair's unique index keeps one.
    if (refusedBy(error, ['23505'], 'account_link_requests_pair_idx')) throw linkRefused('requestWaiting');
    throw error;
  }
}

/**
 * POST /user/bind/{id}/accept: the caller accepts a request sent to them and joins the sender's family
 * (the sender its main account). Refused when either has been linked meanwhile.
 */
export async function acceptLink(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  language: Lang | undefined,
): Promise<LinkedAccountsResponse> {
  try {
    await db.transaction().execute(async (trx) => {
      // The accounts first, the request after: a transaction holding a request's lock never waits for an
      // account (another acceptance deletes requests while it holds the accounts).
      const peek = await findIncomingRequest(trx, id, user.id);
      if (!peek) throw notFound();
      await lockAccounts(trx, [user.id, peek.from_user_id]);
      // Read again under the accounts' locks: an acceptance or a decline may have taken it meanwhile.
      const request = await findIncomingRequest(trx, id, user.id, { lock: true });
      if (!request) throw notFound();
      const [mine, theirs] = await Promise.all([familyOf(trx, user.id), familyOf(trx, request.from_user_id)]);
      if (mine) throw linkRefused(mine.main_id === request.from_user_id ? 'linkedTogether' : 'alreadyLinked');
      if (theirs && theirs.main_id !== request.from_user_id) throw linkRefused('alreadyLinked');
      await joinFamily(trx, request.from_user_id, user.id);
      await deleteRequestsInvolving(trx, user.id);
    });
  } catch (error) {
    // The keys' word, should the checks above ever miss: an account in one family, members under a main one.
    if (refusedBy(error, ['23505'], 'account_families_pkey') || refusedBy(error, ['23503']))
      throw linkRefused('alreadyLinked');
    throw error;
  }
  return linkedAccounts(db, user, language);
}

/** DELETE /user/bind/{id}: declines a request sent to the caller, or withdraws one they sent. */
export async function dropLinkRequest(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  language: Lang | undefined,
): Promise<LinkedAccountsResponse> {
  if (!(await deleteRequestOf(db, id, user.id))) throw notFound();
  return linkedAccounts(db, user, language);
}

/** DELETE /user/binds/{user_id}: unlinks an account linked to the caller, from either side. */
export async function unlinkAccount(
  db: Kysely<Database>,
  user: AuthUser,
  otherId: number,
  language: Lang | undefined,
): Promise<LinkedAccountsResponse> {
  const unlinked = await db.transaction().execute(async (trx) => {
    await lockAccounts(trx, [user.id, otherId]);
    return leaveFamily(trx, user.id, otherId);
  });
  if (!unlinked) throw notFound();
  return linkedAccounts(db, user, language);
}

/** GET /user/binds: the caller's linked accounts with what each side shares, and the requests both ways. */
export async function linkedAccounts(
  db: Kysely<Database>,
  user: AuthUser,
  language: Lang | undefined,
): Promise<LinkedAccountsResponse> {
  const [family, linked, incoming, outgoing] = await Promise.all([
    familyOf(db, user.id),
    linkedAccountsOf(db, user.id),
    requestsOf(db, user.id, 'incoming'),
    requestsOf(db, user.id, 'outgoing'),
  ]);
  const purchases = new Map<string, Awaited<ReturnType<typeof sharedPurchasesOf>>>();
  for (const ownerId of [String(user.id), ...linked.map((account) => account.id)])
    purchases.set(ownerId, await sharedPurchasesOf(db, ownerId));
  const courseIds = [...new Set([...purchases.values()].flat().map((row) => Number(row.id)))];
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: courseIds,
    language: language ?? FALLBACK_LANG,
  });
  const shared = (ownerId: string): SharedCourse[] =>
    (purchases.get(ownerId) ?? []).map((row) => ({
      course_id: Number(row.id),
      title: titles(TEXT_FIELDS.courseTitle, Number(row.id)),
      kind: row.kind,
      remaining_minutes: row.kind === 'live' && row.remaining !== null ? Number(row.remaining) : null,
    }));
  const request = (row: Awaited<ReturnType<typeof requestsOf>>[number]): LinkRequest => ({
    id: Number(row.id),
    user_id: Number(row.user_id),
    email: row.email,
    nick_name: row.nick_name,
    created_at: row.created_at.toISOString(),
  });
  return {
    role: family ? (family.main_id === String(user.id) ? 'main' : 'member') : null,
    linked: linked.map((account) => ({
      user_id: Number(account.id),
      email: account.email,
      nick_name: account.nick_name,
      role: account.role,
      linked_at: new Date(account.linked_at).toISOString(),
      theirs: shared(account.id),
      mine: shared(String(user.id)),
    })),
    incoming: incoming.map(request),
    outgoing: outgoing.map(request),
  };
}
