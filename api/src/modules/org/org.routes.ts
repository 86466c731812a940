import { randomUUID } from 'node:crypto';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import {
  companyDetail,
  companyStatement,
  createCompany,
  enrolCompanyMember,
  fundCompany,
  listCompanies,
  removeCompanyMember,
} from './companies.service.ts';
import {
  acceptInvitation,
  type InvitationSettings,
  inviteMember,
  ownerInvitations,
  previewInvitation,
} from './invitations.service.ts';
import { createOrgChild, listOrgChildren, removeOrgChild } from './org.service.ts';

type OrgEndpoint =
  | 'orgChildren'
  | 'createOrgChild'
  | 'deleteOrgChild'
  | 'orgInvitations'
  | 'inviteOrgMember'
  | 'orgInvitation'
  | 'acceptOrgInvitation'
  | 'companies'
  | 'createCompany'
  | 'company'
  | 'fundCompany'
  | 'enrolCompanyMember'
  | 'removeCompanyMember'
  | 'companyStatement';

/**
 * An organisation's sub-accounts and invitations (its owner), the acceptance of an invitation (the
 * person invited), and company accounts in the service centre (role 'operator', checked before these run).
 */
export function orgHandlers(settings: InvitationSettings): Pick<EndpointHandlers, OrgEndpoint> {
  const { db, now } = settings;
  return {
    orgChildren: async ({ user, query }) => listOrgChildren(db, user.id, query),
    createOrgChild: async ({ user, body }) => createOrgChild(db, user.id, body),
    deleteOrgChild: async ({ user, params }) => {
      await removeOrgChild(db, user.id, params.id);
      return null;
    },
    orgInvitations: async ({ user }) => ownerInvitations(settings, user.id),
    inviteOrgMember: async ({ user, body, request }) =>
      inviteMember(settings, user, body.email, (error) =>
        request.log.error({ err: error }, 'invitation mail not sent'),
      ),
    orgInvitation: async ({ user, query }) => previewInvitation(settings, user, query.token),
    acceptOrgInvitation: async ({ user, body }) => acceptInvitation(settings, user, body.token),
    companies: async ({ query }) => listCompanies(db, query),
    createCompany: async ({ user, body }) =>
      createCompany(db, user.id, { ownerEmail: body.owner_email, name: body.name }),
    company: async ({ params }) => companyDetail(db, params.id, now()),
    fundCompany: async ({ user, params, body, request }) =>
      fundCompany(db, user.id, {
        companyId: params.id,
        amountMinor: body.amount_minor,
        reason: body.reason,
        // Without an Idempotency-Key header every funding is a new one, as with a wallet credit.
        idempotencyKey: idempotencyKeyOf(request) ?? randomUUID(),
      }),
    enrolCompanyMember: async ({ user, params, body }) =>
      enrolCompanyMember(db, user.id, { companyId: params.id, email: body.email }),
    removeCompanyMember: async ({ user, params }) => {
      await removeCompanyMember(db, user.id, { companyId: params.id, userId: params.user_id });
      return null;
    },
    companyStatement: async ({ params, query }) =>
      companyStatement(db, { companyId: params.id, from: query.from, to: query.to }, now()),
  };
}
