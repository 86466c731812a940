import {
  AcceptedOrgInvitation,
  AcceptOrgInvitationBody,
  Companies,
  CompaniesQuery,
  CompanyDetail,
  CompanyIdParams,
  CompanyMember,
  CompanyMemberParams,
  CompanyStatement,
  CompanyStatementQuery,
  CompanySummary,
  CreateCompanyBody,
  EnrolCompanyMemberBody,
  FundCompanyBody,
  InviteOrgMemberBody,
  OrgInvitation,
  OrgInvitationPreview,
  OrgInvitations,
  OrgInvitationTokenQuery,
} from '../companies.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { WalletAdjustment } from '../operator.ts';
import { EmptyResponse } from '../passport.ts';

/** Company accounts, in the service centre and for owners and invited members: served by `api/src/modules/org`. */
export const companiesEndpoints = {
  companies: {
    ...endpointPaths.companies,
    owner: 'anyone',
    role: 'operator',
    example: { query: { page: '1', size: '20' } },
    summary:
      'The organisations, newest first, with their owner, company balance and members (operators only)',
    query: CompaniesQuery,
    response: Companies,
    auth: true,
  },
  createCompany: {
    ...endpointPaths.createCompany,
    owner: 'anyone',
    role: 'operator',
    example: { body: { owner_email: 'owner@example.com', name: 'Example Trading Ltd' } },
    summary:
      'Creates an organisation owned by the user with this email (operators only); a user who owns ' +
      'one or belongs to one already is a 409',
    body: CreateCompanyBody,
    response: CompanySummary,
    auth: true,
  },
  company: {
    ...endpointPaths.company,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary:
      "An organisation, its members (company-paid or not) and its owner's invitations (operators only)",
    params: CompanyIdParams,
    response: CompanyDetail,
    auth: true,
  },
  fundCompany: {
    ...endpointPaths.fundCompany,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { amount_minor: 1_000_000, reason: 'Bank transfer #8812' } },
    summary:
      "Credits an organisation's company wallet with a payment the service centre received (bill type 3; " +
      'operators only). An Idempotency-Key header replays the first answer; the same key with other ' +
      'parameters is a 409',
    params: CompanyIdParams,
    body: FundCompanyBody,
    response: WalletAdjustment,
    auth: true,
  },
  enrolCompanyMember: {
    ...endpointPaths.enrolCompanyMember,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { email: 'staff@example.com' } },
    summary:
      'Makes the user with this email a company-paid member of the organisation (operators only); a ' +
      'member of another organisation, or its owner, is a 409',
    params: CompanyIdParams,
    body: EnrolCompanyMemberBody,
    response: CompanyMember,
    auth: true,
  },
  removeCompanyMember: {
    ...endpointPaths.removeCompanyMember,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1', user_id: '2' } },
    summary:
      'Ends a membership: the company no longer pays for the user, whose account stays (operators only)',
    params: CompanyMemberParams,
    response: EmptyResponse,
    auth: true,
  },
  companyStatement: {
    ...endpointPaths.companyStatement,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, query: { from: '2026-01', to: '2026-12' } },
    summary:
      'What the company wallet paid for each member, per month: the paid orders it paid for (operators only)',
    params: CompanyIdParams,
    query: CompanyStatementQuery,
    response: CompanyStatement,
    auth: true,
  },
  orgInvitations: {
    ...endpointPaths.orgInvitations,
    owner: 'caller',
    role: 'orgOwner',
    example: {},
    summary: "The invitations of the signed-in owner's organisation, newest first (its owner only)",
    response: OrgInvitations,
    auth: true,
  },
  inviteOrgMember: {
    ...endpointPaths.inviteOrgMember,
    owner: 'caller',
    role: 'orgOwner',
    example: { body: { email: 'colleague@example.com' } },
    summary:
      "Invites a person by email to be a company-paid member of the signed-in owner's organisation and " +
      'mails them a link (its owner only); an open invitation to the same address is a 409',
    body: InviteOrgMemberBody,
    response: OrgInvitation,
    auth: true,
  },
  orgInvitation: {
    ...endpointPaths.orgInvitation,
    owner: 'credentials',
    example: { query: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
    summary: "The invitation of a mailed link's token: the organisation, the address invited and its state",
    query: OrgInvitationTokenQuery,
    response: OrgInvitationPreview,
    auth: true,
  },
  acceptOrgInvitation: {
    ...endpointPaths.acceptOrgInvitation,
    owner: 'credentials',
    example: { body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
    summary:
      'Accepts an invitation signed in as the address invited: the caller becomes a company-paid member. ' +
      'One accepted, expired or withdrawn is a 409',
    body: AcceptOrgInvitationBody,
    response: AcceptedOrgInvitation,
    auth: true,
  },
} as const satisfies EndpointTable;
