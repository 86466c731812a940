import {
  COMPANY_MESSAGES,
  COMPANY_STATEMENT_MAX_MONTHS,
  type Companies,
  type CompanyDetail,
  type CompanyMember,
  type CompanyStatement,
  type CompanySummary,
  ERROR_CODES,
  fillMessage,
  ORG_USER_TYPE,
  type OrgInvitation,
  type WalletAdjustment,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { adjustWallet, findOperatedUser } from '../../operator/operator.service.ts';
import { recordOperatorAction } from '../audit/index.ts';
import { DEFAULT_CURRENCY, walletBalance } from '../ledger/index.ts';
import {
  deleteCompanyMembership,
  findCompanySpending,
  findMembers,
  findMembershipOrgId,
  findOrganisation,
  findOrganisations,
  insertOrganisationUnlessOwned,
  type OrganisationRow,
  upsertCompanyPaidMembership,
} from './companies.repository.ts';
import { findInvitations, type InvitationRow } from './invitations.repository.ts';

/**
 * company_users.share_type of a company that pays for its member's orders (SPEC §6 shows the field but
 * not its values; orders take the company's balance whenever a company_users row exists).
 */
export const COMPANY_PAYS = 1;

const DEFAULT_PAGE_SIZE = 20;

/** The organisation a company-paid member joins: its id, its owner (whose company wallet pays) and name. */
export interface PayingOrganisation {
  id: string;
  ownerId: string;
  name: string;
}

/**
 * Makes `userId` a company-paid member of the organisation: the one way a member becomes company-paid,
 * for operators, accepted invitations and the demo seed alike. False (nothing written) when they
 * belong to another organisation; the owner cannot be their own company's member (409).
 */
export async function makeCompanyPaidMember(
  trx: Kysely<Database>,
  organisation: PayingOrganisation,
  userId: string,
): Promise<boolean> {
  if (userId === organisation.ownerId) {
    throw new ApiError(409, COMPANY_MESSAGES.ownerCannotBeMember, { code: ERROR_CODES.conflict });
  }
  return upsertCompanyPaidMembership(trx, {
    orgId: organisation.id,
    userId,
    userType: ORG_USER_TYPE.learner,
    company: {
      company_user_id: organisation.ownerId,
      show_name: organisation.name,
      share_type: COMPANY_PAYS,
    },
  });
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** An invitation as the wire has it: an open one past its time reads 'expired'. */
export function toInvitation(row: InvitationRow, now: Date): OrgInvitation {
  return {
    id: Number(row.id),
    email: row.email,
    state: row.state === 'open' && row.expires_at <= now ? 'expired' : row.state,
    expires_at: row.expires_at.toISOString(),
    accepted_at: iso(row.accepted_at),
    created_at: row.created_at.toISOString(),
  };
}

async function toSummary(db: Kysely<Database>, row: OrganisationRow): Promise<CompanySummary> {
  return {
    id: Number(row.id),
    name: row.name,
    owner: { id: Number(row.owner_id), email: row.owner_email, nick_name: row.owner_nick_name },
    balance_minor: await walletBalance(db, row.owner_id, 'company_wallet'),
    member_count: row.member_count,
    created_at: row.created_at.toISOString(),
  };
}

async function organisationOf(db: Kysely<Database>, id: number): Promise<OrganisationRow> {
  const row = await findOrganisation(db, String(id));
  if (!row) {
    throw new ApiError(404, fillMessage(COMPANY_MESSAGES.noOrganisation, String(id)), {
      code: ERROR_CODES.notFound,
    });
  }
  return row;
}

const paying = (row: OrganisationRow): PayingOrganisation => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
});

export async function listCompanies(
  db: Kysely<Database>,
  page: { page?: number | undefined; size?: number | undefined },
): Promise<Companies> {
  const size = page.size ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await findOrganisations(db, { offset: ((page.page ?? 1) - 1) * size, limit: size });
  return { list: await Promise.all(rows.map((row) => toSummary(db, row))), total };
}

export async function companyDetail(db: Kysely<Database>, id: number, now: Date): Promise<CompanyDetail> {
  const row = await organisationOf(db, id);
  const [company, members, invitations] = await Promise.all([
    toSummary(db, row),
    findMembers(db, { id: row.id, ownerId: row.owner_id }),
    findInvitations(db, row.id),
  ]);
  return {
    company,
    members: members.map((member) => ({
      user: { id: Number(member.id), email: member.email, nick_name: member.nick_name },
      company_paid: member.company_paid,
      joined_at: member.joined_at.toISOString(),
    })),
    invitations: invitations.map((invitation) => toInvitation(invitation, now)),
  };
}

/** An organisation for the user with this email; 409 when they own one or belong to one. */
export async function createCompany(
  db: Kysely<Database>,
  operatorId: number,
  input: { ownerEmail: string; name: string },
): Promise<CompanySummary> {
  const owner = await findOperatedUser(db, { email: input.ownerEmail });
  if (await findMembershipOrgId(db, String(owner.id))) {
    throw new ApiError(409, fillMessage(COMPANY_MESSAGES.alreadyMember, owner.email), {
      code: ERROR_CODES.conflict,
    });
  }
  const created = await db.transaction().execute(async (trx) => {
    const row = await insertOrganisationUnlessOwned(trx, { ownerId: String(owner.id), name: input.name });
    if (!row) return undefined;
    await recordOperatorAction(trx, {
      operatorId,
      action: 'company.create',
      subject: `organisation:${row.id}`,
      userId: owner.id,
      after: { name: input.name, owner_id: owner.id },
    });
    return row;
  });
  if (!created) {
    throw new ApiError(409, fillMessage(COMPANY_MESSAGES.alreadyOwner, owner.email), {
      code: ERROR_CODES.conflict,
    });
  }
  return toSummary(db, await organisationOf(db, Number(created.id)));
}

/** Credits the company wallet (bill type 3) through the operators' one adjustment path. */
export async function fundCompany(
  db: Kysely<Database>,
  operatorId: number,
  input: { companyId: number; amountMinor: number; reason: string; idempotencyKey: string },
): Promise<WalletAdjustment> {
  const row = await organisationOf(db, input.companyId);
  const { adjustment } = await adjustWallet(db, 'credit', {
    user: { id: row.owner_id },
    purpose: 'company_wallet',
    audit: { action: 'company.fund', subject: `organisation:${row.id}` },
    amountMinor: input.amountMinor,
    operatorId,
    note: input.reason,
    idempotencyKey: input.idempotencyKey,
  });
  return adjustment;
}

/** Makes the user with this email a company-paid member, with its audit row. */
export async function enrolCompanyMember(
  db: Kysely<Database>,
  operatorId: number,
  input: { companyId: number; email: string },
): Promise<CompanyMember> {
  const row = await organisationOf(db, input.companyId);
  const user = await findOperatedUser(db, { email: input.email });
  const joined = await db.transaction().execute(async (trx) => {
    const before = await findMembershipOrgId(trx, String(user.id));
    if (!(await makeCompanyPaidMember(trx, paying(row), String(user.id)))) return false;
    await recordOperatorAction(trx, {
      operatorId,
      action: 'company.enrol',
      subject: `organisation:${row.id}`,
      userId: user.id,
      before: before ? { org_id: Number(before) } : null,
      after: { org_id: Number(row.id), company_paid: true },
    });
    return true;
  });
  if (!joined) {
    throw new ApiError(409, fillMessage(COMPANY_MESSAGES.alreadyMember, user.email), {
      code: ERROR_CODES.conflict,
    });
  }
  const member = (await findMembers(db, { id: row.id, ownerId: row.owner_id })).find(
    (candidate) => candidate.id === String(user.id),
  );
  return { user, company_paid: true, joined_at: (member?.joined_at ?? new Date()).toISOString() };
}

/** Ends a member's membership (the account stays); 404 when they are not a member. */
export async function removeCompanyMember(
  db: Kysely<Database>,
  operatorId: number,
  input: { companyId: number; userId: number },
): Promise<void> {
  const row = await organisationOf(db, input.companyId);
  const removed = await db.transaction().execute(async (trx) => {
    const deleted = await deleteCompanyMembership(trx, {
      orgId: row.id,
      ownerId: row.owner_id,
      userId: String(input.userId),
    });
    if (!deleted) return false;
    await recordOperatorAction(trx, {
      operatorId,
      action: 'company.remove',
      subject: `organisation:${row.id}`,
      userId: input.userId,
      before: { org_id: Number(row.id) },
      after: null,
    });
    return true;
  });
  if (!removed) throw new ApiError(404, COMPANY_MESSAGES.notAMember, { code: ERROR_CODES.notFound });
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** What the company wallet paid for each member per month, `from` to `to` (the last 12 months unless given). */
export async function companyStatement(
  db: Kysely<Database>,
  input: { companyId: number; from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<CompanyStatement> {
  const row = await organisationOf(db, input.companyId);
  const to = input.to ?? monthOf(now);
  const from = input.from ?? monthOf(addMonths(monthStart(to), -11));
  if (from > to) throw new ApiError(400, COMPANY_MESSAGES.periodOrder, { code: ERROR_CODES.badRequest });
  const until = addMonths(monthStart(to), 1);
  if (addMonths(monthStart(from), COMPANY_STATEMENT_MAX_MONTHS) < until) {
    throw new ApiError(400, COMPANY_MESSAGES.periodTooLong, { code: ERROR_CODES.badRequest });
  }
  const spending = await findCompanySpending(db, { ownerId: row.owner_id, from: monthStart(from), until });
  const rows = spending.map((line) => ({
    month: line.month,
    user: { id: Number(line.user_id), email: line.email, nick_name: line.nick_name },
    orders: Number(line.orders),
    amount_minor: Number(line.amount_minor),
  }));
  return {
    company: await toSummary(db, row),
    from,
    to,
    currency: spending[0]?.currency ?? DEFAULT_CURRENCY,
    rows,
    total_minor: rows.reduce((sum, line) => sum + line.amount_minor, 0),
  };
}
