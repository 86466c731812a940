import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createSession, insertUser } from '../modules/users/index.ts';

/** A user written straight into the database (a password hash nobody signs in with) and a session of theirs. */
export async function signedInUser(
  db: Kysely<Database>,
  fields: { email: string; nickName: string },
): Promise<{ id: number; token: string }> {
  const id = await insertUser(db, { ...fields, passwordHash: 'x' });
  return { id, token: (await createSession(db, id)).token };
}
