import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface InvitationRow {
  id: string;
  org_id: string;
  email: string;
  state: 'open' | 'accepted' | 'revoked' | 'expired';
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Date;
}

const INVITATION_COLUMNS = [
  'id',
  'org_id',
  'email',
  'state',
  'expires_at',
  'accepted_at',
  'created_at',
] as const;

/**
 * A new open invitation. An open one to the same address that has expired is closed first, so that
 * only a live one blocks (the unique index allows one open invitation per address and organisation);
 * undefined when a live one is open.
 */
export async function insertInvitationUnlessOpen(
  trx: Kysely<Database>,
  invitation: { orgId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  await trx
    .updateTable('org_invitations')
    .set({ state: 'expired' })
    .where('org_id', '=', invitation.orgId)
    .where(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())
    .where('state', '=', 'open')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  return trx
    .insertInto('org_invitations')
    .values({
      org_id: invitation.orgId,
      email: invitation.email,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`org_id, lower(email)`).where('state', '=', 'open').doNothing(),
    )
    .returning(INVITATION_COLUMNS)
    .executeTakeFirst();
}

export function findInvitations(db: Kysely<Database>, orgId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('org_invitations')
    .select(INVITATION_COLUMNS)
    .where('org_id', '=', orgId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** The invitation of a link's token, with its organisation's name and owner. */
export function findInvitationByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('org_invitations')
    .innerJoin('organisations', 'organisations.id', 'org_invitations.org_id')
    .select([
      'org_invitations.id',
      'org_invitations.org_id',
      'org_invitations.email',
      'org_invitations.state',
      'org_invitations.expires_at',
      'org_invitations.accepted_at',
      'org_invitations.created_at',
      'organisations.name as organisation',
      'organisations.owner_id',
    ])
    .where('org_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Accepts an open, unexpired invitation; undefined when it is not (any more): of two acceptances at
 * once, the second waits for the first's row lock and then finds it accepted.
 */
export function updateAcceptedIfOpen(
  trx: Kysely<Database>,
  invitation: { id: string; userId: string },
): Promise<{ id: string } | undefined> {
  return trx
    .updateTable('org_invitations')
    .set({ state: 'accepted', accepted_by: invitation.userId, accepted_at: sql`now()` })
    .where('id', '=', invitation.id)
    .where('state', '=', 'open')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
}

/** Whom an invitation's mail goes to: the account of the address if one exists, and the inviter. */
export async function findInvitationLanguages(
  db: Kysely<Database>,
  invitation: { email: string; inviterId: string },
): Promise<{ invitee: string | null; inviter: string | null }> {
  const [invitee, inviter] = await Promise.all([
    db
      .selectFrom('users')
      .select('language')
      .where(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())
      .executeTakeFirst(),
    db.selectFrom('users').select('language').where('id', '=', invitation.inviterId).executeTakeFirst(),
  ]);
  return { invitee: invitee?.language ?? null, inviter: inviter?.language ?? null };
}
