import type { Lang, PubKind } from '@hanyu/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Page } from '../catalogue/index.ts';
import { type TagJson, tagsJsonOf, textOf } from '../catalogue/index.ts';

export interface PubCardRow {
  id: string;
  kind: PubKind;
  author: string;
  published_at: Date;
  cover: string | null;
  audio_seconds: number | null;
  title: string;
  summary: string;
  tags: TagJson[];
  total: string;
}

function pubCardColumns(language: Lang): RawBuilder<unknown> {
  return sql`p.id, p.kind, p.author, p.published_at, p.cover, p.audio_seconds,
    ${textOf('post.title', sql`p.id`, language)} as title,
    ${textOf('post.summary', sql`p.id`, language)} as summary,
    ${tagsJsonOf('post_tags', sql`p.id`, language)} as tags`;
}

/** Published posts (publication time reached), newest first, with texts, tags and the total. */
export async function findPubCards(
  db: Kysely<Database>,
  filter: { language: Lang; kind?: PubKind | undefined; tagId?: number | undefined; page: Page },
): Promise<PubCardRow[]> {
  const where: RawBuilder<unknown>[] = [sql`p.published_at <= now()`];
  if (filter.kind) where.push(sql`p.kind = ${filter.kind}`);
  if (filter.tagId !== undefined) {
    where.push(sql`exists (select 1 from post_tags x where x.post_id = p.id and x.tag_id = ${filter.tagId})`);
  }
  // The page is chosen first (an index scan of posts by date); texts and tags for its rows only.
  const { rows } = await sql<PubCardRow>`
    with page as (
      select p.id, p.published_at, count(*) over () as total
      from posts p
      where ${sql.join(where, sql` and `)}
      order by p.published_at desc, p.id desc
      limit ${filter.page.limit} offset ${filter.page.offset}
    )
    select ${pubCardColumns(filter.language)}, page.total
    from page join posts p on p.id = page.id
    order by page.published_at desc, page.id desc`.execute(db);
  return rows;
}

export interface PubDetailRow extends PubCardRow {
  body_html: string;
  audio_file: string | null;
  audio_type: string | null;
}

export async function findPubDetail(
  db: Kysely<Database>,
  id: number,
  language: Lang,
): Promise<PubDetailRow | undefined> {
  const { rows } = await sql<PubDetailRow>`
    select ${pubCardColumns(language)}, 1 as total, p.audio_file, p.audio_type,
      ${textOf('post.body', sql`p.id`, language)} as body_html
    from posts p
    where p.id = ${id} and p.published_at <= now()`.execute(db);
  return rows[0];
}

export function findPostKind(db: Kysely<Database>, id: number) {
  return db.selectFrom('posts').select('kind').where('id', '=', String(id)).executeTakeFirst();
}

export interface CmsPageRow {
  uri: string;
  title: string;
  description: string;
  body_html: string;
  updated_at: Date;
}

export async function findCmsPage(
  db: Kysely<Database>,
  uri: string,
  language: Lang,
): Promise<CmsPageRow | undefined> {
  const { rows } = await sql<CmsPageRow>`
    select c.uri, c.updated_at,
      ${textOf('cms.title', sql`c.id`, language)} as title,
      ${textOf('cms.description', sql`c.id`, language)} as description,
      ${textOf('cms.body', sql`c.id`, language)} as body_html
    from cms_pages c where c.uri = ${uri}`.execute(db);
  return rows[0];
}
