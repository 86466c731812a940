import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedCmsPage, SeedPost } from '../../seed-data.ts';
import type { TextBatch } from '../catalogue/index.ts';
import { TEXT_FIELDS } from '../translations/index.ts';

/*
 * Write side of posts and CMS pages, by slug and by uri. Bodies are HTML, sanitised by the text
 * batch as they are stored.
 */

export async function upsertPosts(
  db: Kysely<Database>,
  posts: readonly SeedPost[],
  context: { tagIds: Map<string, string>; texts: TextBatch },
): Promise<number> {
  if (posts.length === 0) return 0;
  const rows = await db
    .insertInto('posts')
    .values(
      posts.map((post) => ({
        slug: post.slug,
        kind: post.kind,
        author: post.author,
        // A day of publication: noon in Shanghai, so it is the same day in every time zone of the site.
        published_at: `${post.publishedAt}T12:00:00+08:00`,
        audio_file: post.audio?.file ?? null,
        audio_seconds: post.audio?.seconds ?? null,
        audio_type: post.audio?.type ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        author: eb.ref('excluded.author'),
        published_at: eb.ref('excluded.published_at'),
        audio_file: eb.ref('excluded.audio_file'),
        audio_seconds: eb.ref('excluded.audio_seconds'),
        audio_type: eb.ref('excluded.audio_type'),
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const links = posts.flatMap((post) =>
    post.tags.map((key) => {
      const tagId = context.tagIds.get(`pub:${key}`);
      if (!tagId) throw new Error(`${post.slug}: unknown pub tag "${key}"`);
      return { post_id: idOf.get(post.slug) as string, tag_id: tagId };
    }),
  );
  await db
    .deleteFrom('post_tags')
    .where(
      'post_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  if (links.length > 0)
    await db
      .insertInto('post_tags')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute();
  for (const post of posts) {
    const id = idOf.get(post.slug) as string;
    context.texts.add(TEXT_FIELDS.postTitle, id, post.title, post.sourceLanguage);
    context.texts.add(TEXT_FIELDS.postSummary, id, post.summary, post.sourceLanguage);
    context.texts.add(TEXT_FIELDS.postBody, id, post.body, post.sourceLanguage, true);
  }
  return rows.length;
}

/**
 * Pages are written with their texts at once: a page's `updated_at` moves only when one of its
 * texts changed. Returns the translation rows changed.
 */
export async function upsertCmsPages(
  db: Kysely<Database>,
  pages: readonly SeedCmsPage[],
  makeBatch: () => TextBatch,
): Promise<number> {
  let changed = 0;
  for (const page of pages) {
    const { id } = await db
      .insertInto('cms_pages')
      .values({ uri: page.uri })
      .onConflict((oc) => oc.column('uri').doUpdateSet({ uri: (eb) => eb.ref('excluded.uri') }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = makeBatch();
    texts.add(TEXT_FIELDS.cmsTitle, id, page.title, page.sourceLanguage);
    texts.add(TEXT_FIELDS.cmsDescription, id, page.description, page.sourceLanguage);
    texts.add(TEXT_FIELDS.cmsBody, id, page.body, page.sourceLanguage, true);
    const pageChanged = await texts.write(db);
    if (pageChanged > 0) {
      await db.updateTable('cms_pages').set({ updated_at: sql`now()` }).where('id', '=', id).execute();
    }
    changed += pageChanged;
  }
  return changed;
}
