import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Marks the seed's courses that bring a printed textbook (api/seed/textbooks.ts), and only those: a slug
 * dropped from the list goes back to none. Slugs not in the catalogue are skipped.
 */
export async function markTextbookCourses(db: Kysely<Database>, slugs: readonly string[]): Promise<void> {
  const listed = slugs.length === 0 ? sql`false` : sql`slug in (${sql.join([...slugs])})`;
  await sql`update courses set printed_textbook = ${listed} where printed_textbook <> ${listed}`.execute(db);
}
