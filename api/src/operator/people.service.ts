import {
  ERROR_CODES,
  fillMessage,
  OPERATOR_MESSAGES,
  type OperatorActionEntry,
  type OperatorActionsResponse,
  PERSON_PAGE_ROWS,
  PERSON_SEARCH_LIMIT,
  type PeopleResponse,
  type PersonDetail,
  type SessionsEnded,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type AuditEntry, listOperatorActions, recordOperatorAction } from '../modules/audit/index.ts';
import { DEFAULT_CURRENCY, listBills, walletBalance } from '../modules/ledger/index.ts';
import { endEverySession } from '../modules/passport/index.ts';
import { isOperator } from '../modules/users/index.ts';
import {
  findPayingCompany,
  findPersonRow,
  listActiveSessions,
  listFamily,
  listNewestLessons,
  listNewestOrders,
  listSignInProviders,
  searchPeopleRows,
} from './people.repository.ts';

/*
 * The people of the service centre (issue 28): finding a person, their page, ending their sign-ins.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** Exact id first, then emails beginning with the text, then names holding it: each person once. */
export async function searchPeople(db: Kysely<Database>, text: string): Promise<PeopleResponse> {
  const rows = await searchPeopleRows(db, text.trim(), PERSON_SEARCH_LIMIT);
  const seen = new Set<string>();
  const data: PeopleResponse['data'] = [];
  for (const row of rows) {
    if (seen.has(String(row.id)) || data.length === PERSON_SEARCH_LIMIT) continue;
    seen.add(String(row.id));
    data.push({
      id: Number(row.id),
      email: row.email,
      nick_name: row.nick_name,
      created_at: iso(row.created_at),
    });
  }
  return { data };
}

const noSuchPerson = (userId: number | string) =>
  new ApiError(404, fillMessage(OPERATOR_MESSAGES.noUserWithId, String(userId)), {
    code: ERROR_CODES.notFound,
  });

/** An audit row as the wire has it. */
export const toActionEntry = (entry: AuditEntry): OperatorActionEntry => ({
  id: entry.id,
  operator: entry.operator,
  action: entry.action,
  subject: entry.subject,
  user_id: entry.userId,
  before: entry.before,
  after: entry.after,
  reason: entry.reason,
  created_at: entry.createdAt,
});

/** The audit log, newest first, a page of `size` after `beforeId`; of one person when `userId` is given. */
export async function operatorActions(
  db: Kysely<Database>,
  filter: { userId?: number | undefined; beforeId?: number | undefined; size: number },
): Promise<OperatorActionsResponse> {
  // One more than the page tells whether an older page exists.
  const entries = await listOperatorActions(db, {
    userId: filter.userId === undefined ? undefined : String(filter.userId),
    beforeId: filter.beforeId === undefined ? undefined : String(filter.beforeId),
    limit: filter.size + 1,
  });
  const page = entries.slice(0, filter.size);
  return {
    data: page.map(toActionEntry),
    next_before_id: entries.length > filter.size ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Everything the centre shows of a person; 404 for no such person. */
export async function personDetail(db: Kysely<Database>, userId: number, now: Date): Promise<PersonDetail> {
  const id = String(userId);
  const person = await findPersonRow(db, id);
  if (!person) throw noSuchPerson(userId);
  const [operator, company, balance, bills, orders, lessons, providers, family, sessions, audit] =
    await Promise.all([
      isOperator(db, id),
      findPayingCompany(db, id),
      walletBalance(db, id),
      listBills(db, id, { size: PERSON_PAGE_ROWS }),
      listNewestOrders(db, id, PERSON_PAGE_ROWS),
      listNewestLessons(db, id, PERSON_PAGE_ROWS),
      listSignInProviders(db, id),
      listFamily(db, id),
      listActiveSessions(db, id, now),
      listOperatorActions(db, { userId: id, limit: PERSON_PAGE_ROWS }),
    ]);
  return {
    profile: {
      id: userId,
      email: person.email,
      nick_name: person.nick_name,
      created_at: iso(person.created_at),
      time_zone: person.time_zone,
      language: person.language,
      is_operator: operator,
      company: company ? { id: Number(company.company_user_id), name: company.show_name } : null,
    },
    wallet: {
      currency: DEFAULT_CURRENCY,
      balance_minor: balance,
      company_balance_minor: company
        ? await walletBalance(db, company.company_user_id, 'company_wallet')
        : null,
    },
    bills,
    orders: orders.map((order) => ({
      id: Number(order.id),
      status: order.status,
      course_id: Number(order.course_id),
      total_minor: Number(order.total_minor),
      currency: order.currency,
      created_at: iso(order.created_at),
      paid_at: order.paid_at === null ? null : iso(order.paid_at),
    })),
    lessons: lessons.map((lesson) => ({
      id: Number(lesson.id),
      status: lesson.status,
      starts_at: iso(lesson.starts_at),
      course_id: Number(lesson.course_id),
      as: String(lesson.teacher_user_id) === id ? 'teacher' : 'learner',
    })),
    linked: {
      providers: providers.map((row) => ({ provider: row.provider, created_at: iso(row.created_at) })),
      family: family.map((row) => ({
        id: Number(row.id),
        email: row.email,
        nick_name: row.nick_name,
        main: row.main,
      })),
    },
    sessions: sessions.map((row) => ({ created_at: iso(row.created_at), expires_at: iso(row.expires_at) })),
    audit: audit.map(toActionEntry),
  };
}

/**
 * Ends every sign-in of a person, as a password change does (their room tokens and calendar feed too), with
 * its audit row in the same transaction.
 */
export async function endPersonSessions(
  db: Kysely<Database>,
  input: { userId: number; operatorId: number | string; reason: string; now: Date },
): Promise<SessionsEnded> {
  const id = String(input.userId);
  return db.transaction().execute(async (trx) => {
    if (!(await findPersonRow(trx, id))) throw noSuchPerson(input.userId);
    const ended = (await listActiveSessions(trx, id, input.now)).length;
    await endEverySession(trx, id);
    await recordOperatorAction(trx, {
      operatorId: input.operatorId,
      action: 'user.sessions_end',
      subject: `user:${id}`,
      userId: id,
      before: { active_sessions: ended },
      after: { active_sessions: 0 },
      reason: input.reason,
    });
    return { user_id: input.userId, ended };
  });
}
