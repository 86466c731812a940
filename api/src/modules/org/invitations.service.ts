import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptedOrgInvitation,
  COMPANY_MESSAGES,
  ERROR_CODES,
  fillMessage,
  isEmailAddress,
  ORG_INVITATION_TTL_DAYS,
  type OrgInvitation,
  type OrgInvitationPreview,
  type OrgInvitations,
  PASSPORT_MESSAGES,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { findOrganisation } from './companies.repository.ts';
import { makeCompanyPaidMember, toInvitation } from './companies.service.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  findInvitationByTokenHash,
  findInvitationLanguages,
  findInvitations,
  insertInvitationUnlessOpen,
  updateAcceptedIfOpen,
} from './invitations.repository.ts';
import { ownedOrgId } from './org.service.ts';

export interface InvitationSettings {
  db: Kysely<Database>;
  mailer: { send(message: MailMessage): Promise<void> };
  publicUrl: string;
  now: () => Date;
}

/** Only the hash of a link's token is kept: a leaked table accepts no invitation. */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

export async function ownerInvitations(
  settings: InvitationSettings,
  ownerId: number,
): Promise<OrgInvitations> {
  const orgId = await ownedOrgId(settings.db, ownerId);
  const rows = await findInvitations(settings.db, orgId);
  const now = settings.now();
  return { list: rows.map((row) => toInvitation(row, now)) };
}

/**
 * Invites a person by email and mails them the link, in their account's language (else the owner's).
 * 409 when an invitation to the address is open, or the address is the owner's.
 */
export async function inviteMember(
  settings: InvitationSettings,
  owner: AuthUser,
  email: string,
  onMailError: (error: unknown) => void,
): Promise<OrgInvitation> {
  const { db } = settings;
  const orgId = await ownedOrgId(db, owner.id);
  const address = email.trim();
  if (!isEmailAddress(address)) {
    throw new ApiError(422, PASSPORT_MESSAGES.invalidEmail, { code: ERROR_CODES.invalidEmail });
  }
  if (address.toLowerCase() === owner.email.toLowerCase()) {
    throw new ApiError(409, COMPANY_MESSAGES.ownerCannotBeMember, { code: ERROR_CODES.conflict });
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(settings.now().getTime() + ORG_INVITATION_TTL_DAYS * DAY_MS);
  const row = await db.transaction().execute((trx) =>
    insertInvitationUnlessOpen(trx, {
      orgId,
      email: address,
      tokenHash: hashOf(token),
      invitedBy: String(owner.id),
      expiresAt,
    }),
  );
  if (!row) {
    throw new ApiError(409, fillMessage(COMPANY_MESSAGES.invitationOpen, address), {
      code: ERROR_CODES.conflict,
    });
  }
  const [organisation, languages] = await Promise.all([
    findOrganisation(db, orgId),
    findInvitationLanguages(db, { email: address, inviterId: String(owner.id) }),
  ]);
  settings.mailer
    .send(
      invitationMail(
        {
          email: address,
          organisation: organisation?.name ?? '',
          token,
          expiresAt,
          language: languages.invitee ?? languages.inviter,
        },
        settings.publicUrl,
      ),
    )
    .catch(onMailError);
  return toInvitation(row, settings.now());
}

async function invitationOfToken(db: Kysely<Database>, token: string) {
  const invitation = await findInvitationByTokenHash(db, hashOf(token));
  if (!invitation) throw new ApiError(404, COMPANY_MESSAGES.noInvitation, { code: ERROR_CODES.notFound });
  return invitation;
}

const isFor = (user: AuthUser, email: string) => user.email.toLowerCase() === email.toLowerCase();

/** What the invited person reads before accepting: the organisation, the address and the state. */
export async function previewInvitation(
  settings: InvitationSettings,
  user: AuthUser,
  token: string,
): Promise<OrgInvitationPreview> {
  const invitation = await invitationOfToken(settings.db, token);
  const { state } = toInvitation(invitation, settings.now());
  return {
    organisation: invitation.organisation,
    email: invitation.email,
    state,
    expires_at: invitation.expires_at.toISOString(),
    for_caller: isFor(user, invitation.email),
  };
}

/**
 * Accepts the invitation as the person invited: they become a company-paid member of the
 * organisation, in the transaction that closes the invitation. 403 for anyone else; 409 when it is no
 * longer open (accepted, also by a concurrent request; withdrawn; expired) or the caller belongs to
 * another organisation.
 */
export async function acceptInvitation(
  settings: InvitationSettings,
  user: AuthUser,
  token: string,
): Promise<AcceptedOrgInvitation> {
  const { db } = settings;
  const invitation = await invitationOfToken(db, token);
  if (!isFor(user, invitation.email)) {
    throw new ApiError(403, fillMessage(COMPANY_MESSAGES.invitationForOther, invitation.email), {
      code: ERROR_CODES.forbidden,
    });
  }
  const outcome = await db.transaction().execute(async (trx) => {
    if (!(await updateAcceptedIfOpen(trx, { id: invitation.id, userId: String(user.id) }))) {
      return 'closed' as const;
    }
    const organisation = {
      id: invitation.org_id,
      ownerId: invitation.owner_id,
      name: invitation.organisation,
    };
    if (!(await makeCompanyPaidMember(trx, organisation, String(user.id)))) {
      throw new ApiError(409, fillMessage(COMPANY_MESSAGES.alreadyMember, user.email), {
        code: ERROR_CODES.conflict,
      });
    }
    return 'accepted' as const;
  });
  if (outcome === 'closed') {
    const { state } = toInvitation(await invitationOfToken(db, token), settings.now());
    const message =
      state === 'expired' ? COMPANY_MESSAGES.invitationExpired : COMPANY_MESSAGES.invitationNotOpen;
    throw new ApiError(409, message, { code: ERROR_CODES.conflict });
  }
  return { organisation: invitation.organisation, show_name: invitation.organisation };
}
