import {
  ERROR_CODES,
  isEmailAddress,
  ORG_USER_TYPE,
  type OrgChild,
  type OrgChildrenResponse,
  PASSPORT_MESSAGES,
  PASSWORD_MAX_LENGTH,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { walletBalance } from '../ledger/index.ts';
import { hashPassword } from '../users/index.ts';
import {
  deleteOrgChild,
  findOrgChildren,
  findOrgIdByOwner,
  insertOrgChild,
  type OrgChildRow,
} from './org.repository.ts';

const DEFAULT_PAGE_SIZE = 20;

export async function ownedOrgId(db: Kysely<Database>, userId: number): Promise<string> {
  const orgId = await findOrgIdByOwner(db, userId);
  if (!orgId) {
    throw new ApiError(403, 'Only the owner of an organisation can manage its sub-accounts', {
      code: ERROR_CODES.forbidden,
    });
  }
  return orgId;
}

function toOrgChild(row: OrgChildRow): OrgChild {
  return {
    id: Number(row.id),
    email: row.email,
    nick_name: row.nick_name,
    user_type: row.user_type,
    created_at: row.created_at.toISOString(),
  };
}

export async function listOrgChildren(
  db: Kysely<Database>,
  ownerId: number,
  page: { page?: number | undefined; size?: number | undefined },
): Promise<OrgChildrenResponse> {
  const orgId = await ownedOrgId(db, ownerId);
  const size = page.size ?? DEFAULT_PAGE_SIZE;
  const [{ rows, total }, companyBalance] = await Promise.all([
    findOrgChildren(db, orgId, { offset: ((page.page ?? 1) - 1) * size, limit: size }),
    walletBalance(db, ownerId, 'company_wallet'),
  ]);
  return { list: rows.map(toOrgChild), total, company_balance_minor: companyBalance };
}

/** A sub-account follows the registration rules: 422 for a malformed address, 20002 for a taken one. */
export async function createOrgChild(
  db: Kysely<Database>,
  ownerId: number,
  input: { email: string; password: string; nick_name?: string | undefined; user_type?: number | undefined },
): Promise<OrgChild> {
  const orgId = await ownedOrgId(db, ownerId);
  const email = input.email.trim();
  if (!isEmailAddress(email)) {
    throw new ApiError(422, PASSPORT_MESSAGES.invalidEmail, { code: ERROR_CODES.invalidEmail });
  }
  if (input.password.length === 0) throw new ApiError(400, PASSPORT_MESSAGES.passwordMissing);
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    throw new ApiError(400, `The password is longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  try {
    const row = await insertOrgChild(db, {
      orgId,
      email,
      nickName: input.nick_name?.trim() || email.slice(0, email.indexOf('@')),
      passwordHash: await hashPassword(input.password),
      userType: input.user_type ?? ORG_USER_TYPE.learner,
    });
    return toOrgChild(row);
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new ApiError(409, PASSPORT_MESSAGES.emailExists, { code: ERROR_CODES.emailExists });
    }
    throw error;
  }
}

/** Deletes a sub-account (its sessions go with it); 404 unless it belongs to the owner's organisation. */
export async function removeOrgChild(db: Kysely<Database>, ownerId: number, childId: number): Promise<void> {
  const orgId = await ownedOrgId(db, ownerId);
  if (!(await deleteOrgChild(db, orgId, String(childId)))) {
    throw new ApiError(404, 'No such sub-account in your organisation', { code: ERROR_CODES.notFound });
  }
}
