import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertUser } from '../modules/users/index.ts';

/**
 * An organisation with an owner account that cannot sign in; in a fresh database the first one is
 * id 1, the ORG_ID the site registers under (the seed's platform organisation).
 */
export async function createOrganisation(db: Kysely<Database>, name = 'Hanyu'): Promise<number> {
  const ownerId = await insertUser(db, {
    email: `owner.${name.toLowerCase().replace(/\W+/g, '-')}@organisations.invalid`,
    nickName: name,
    passwordHash: 'no password',
  });
  const { id } = await db
    .insertInto('organisations')
    .values({ owner_id: ownerId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
