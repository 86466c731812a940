import * as v from 'valibot';
import { OPERATOR_ADJUSTMENT_MAX_MINOR, OPERATOR_NOTE_MAX_LENGTH, OperatedUser } from './operator.ts';
import { emailField } from './passport.ts';
import { integerText, integerValue, text } from './request-fields.ts';

/*
 * Company accounts (SPEC §6, issue 28): an organisation has an owner, a company wallet and company-paid
 * members (company_users: the company pays for their orders). Operators create organisations, fund their
 * wallets (bill type 3 on the company wallet), enrol and remove members and read what the wallet paid for
 * each; an owner invites a member by email, and the member accepts signed in as that address.
 */

export const ORGANISATION_NAME_MAX_LENGTH = 100;
/** How long an invitation can be accepted. */
export const ORG_INVITATION_TTL_DAYS = 14;
/** A statement covers at most this many months. */
export const COMPANY_STATEMENT_MAX_MONTHS = 24;

/** The refusals of the company endpoints (`{0}` filled by `fillMessage`). */
export const COMPANY_MESSAGES = {
  noOrganisation: 'No organisation with the id {0}',
  alreadyOwner: '{0} already owns an organisation',
  alreadyMember: '{0} already belongs to an organisation',
  ownerCannotBeMember: 'The owner of an organisation cannot be one of its company-paid members',
  notAMember: 'This person is not a member of the organisation',
  invitationOpen: 'An invitation to {0} is already open',
  noInvitation: 'This invitation does not exist',
  invitationNotOpen: 'This invitation was already accepted or withdrawn',
  invitationExpired: 'This invitation has expired; ask for a new one',
  invitationForOther: 'This invitation was sent to {0}; sign in with that address to accept it',
  reasonRequired: 'A reason is required',
  periodOrder: 'from must not be after to',
  periodTooLong: `A statement covers at most ${COMPANY_STATEMENT_MAX_MONTHS} months`,
} as const;

const nameField = v.pipe(
  text('name', { max: ORGANISATION_NAME_MAX_LENGTH }),
  v.transform((value) => value.trim()),
  v.minLength(1, 'name is required'),
);

export const CreateCompanyBody = v.object({
  owner_email: emailField('owner_email'),
  name: nameField,
});
export type CreateCompanyBody = v.InferInput<typeof CreateCompanyBody>;

export const CompanyIdParams = v.object({ id: integerText('id') });
export type CompanyIdParams = v.InferInput<typeof CompanyIdParams>;

export const CompanyMemberParams = v.object({ id: integerText('id'), user_id: integerText('user_id') });
export type CompanyMemberParams = v.InferInput<typeof CompanyMemberParams>;

export const CompaniesQuery = v.object({
  page: v.optional(integerText('page', { max: 100_000 })),
  size: v.optional(integerText('size', { max: 100 })),
});
export type CompaniesQuery = v.InferInput<typeof CompaniesQuery>;

/** Money an organisation paid the service centre, credited to its company wallet (bill type 3). */
export const FundCompanyBody = v.object({
  amount_minor: integerValue('amount_minor', { max: OPERATOR_ADJUSTMENT_MAX_MINOR }),
  reason: v.pipe(
    text('reason', { max: OPERATOR_NOTE_MAX_LENGTH }),
    v.transform((value) => value.trim()),
    v.minLength(1, COMPANY_MESSAGES.reasonRequired),
  ),
});
export type FundCompanyBody = v.InferInput<typeof FundCompanyBody>;

export const EnrolCompanyMemberBody = v.object({ email: emailField('email') });
export type EnrolCompanyMemberBody = v.InferInput<typeof EnrolCompanyMemberBody>;

export const CompanySummary = v.object({
  id: v.number(),
  name: v.string(),
  owner: OperatedUser,
  balance_minor: v.number(),
  member_count: v.number(),
  created_at: v.string(),
});
export type CompanySummary = v.InferOutput<typeof CompanySummary>;

export const Companies = v.object({ list: v.array(CompanySummary), total: v.number() });
export type Companies = v.InferOutput<typeof Companies>;

export const CompanyMember = v.object({
  user: OperatedUser,
  /** Whether the company pays for their orders (a company_users row). */
  company_paid: v.boolean(),
  joined_at: v.string(),
});
export type CompanyMember = v.InferOutput<typeof CompanyMember>;

export const ORG_INVITATION_STATES = ['open', 'accepted', 'revoked', 'expired'] as const;
export type OrgInvitationState = (typeof ORG_INVITATION_STATES)[number];

export const OrgInvitation = v.object({
  id: v.number(),
  email: v.string(),
  /** 'open' past `expires_at` reads 'expired'. */
  state: v.picklist(ORG_INVITATION_STATES),
  expires_at: v.string(),
  accepted_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type OrgInvitation = v.InferOutput<typeof OrgInvitation>;

export const CompanyDetail = v.object({
  company: CompanySummary,
  members: v.array(CompanyMember),
  invitations: v.array(OrgInvitation),
});
export type CompanyDetail = v.InferOutput<typeof CompanyDetail>;

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const monthField = (name: string) =>
  text(name, { max: 7, pattern: MONTH, message: `${name} must be a month, YYYY-MM` });

/** The months from `from` to `to`, both included (YYYY-MM, UTC); the last 12 months unless given. */
export const CompanyStatementQuery = v.object({
  from: v.optional(monthField('from')),
  to: v.optional(monthField('to')),
});
export type CompanyStatementQuery = v.InferInput<typeof CompanyStatementQuery>;

/** What the company wallet paid, per member and month: the paid orders it was the payer of. */
export const CompanyStatement = v.object({
  company: CompanySummary,
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  rows: v.array(
    v.object({
      month: v.string(),
      user: OperatedUser,
      orders: v.number(),
      amount_minor: v.number(),
    }),
  ),
  total_minor: v.number(),
});
export type CompanyStatement = v.InferOutput<typeof CompanyStatement>;

/** An owner invites a member by email. */
export const InviteOrgMemberBody = v.object({ email: emailField('email') });
export type InviteOrgMemberBody = v.InferInput<typeof InviteOrgMemberBody>;

export const OrgInvitations = v.object({ list: v.array(OrgInvitation) });
export type OrgInvitations = v.InferOutput<typeof OrgInvitations>;

/** The token of the mailed link: 43 characters of base64url (32 random bytes). */
export const InvitationToken = text('token', {
  max: 43,
  pattern: /^[A-Za-z0-9_-]{43}$/,
  message: 'token is malformed',
});

export const OrgInvitationTokenQuery = v.object({ token: InvitationToken });
export type OrgInvitationTokenQuery = v.InferInput<typeof OrgInvitationTokenQuery>;

export const AcceptOrgInvitationBody = v.object({ token: InvitationToken });
export type AcceptOrgInvitationBody = v.InferInput<typeof AcceptOrgInvitationBody>;

/** What the invited person reads before accepting. */
export const OrgInvitationPreview = v.object({
  organisation: v.string(),
  email: v.string(),
  state: v.picklist(ORG_INVITATION_STATES),
  expires_at: v.string(),
  /** Whether the signed-in caller is the person invited. */
  for_caller: v.boolean(),
});
export type OrgInvitationPreview = v.InferOutput<typeof OrgInvitationPreview>;

export const AcceptedOrgInvitation = v.object({
  organisation: v.string(),
  /** The company's name as the member's user info shows it. */
  show_name: v.string(),
});
export type AcceptedOrgInvitation = v.InferOutput<typeof AcceptedOrgInvitation>;
