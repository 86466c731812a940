import type { CmsPage, Lang, PubCard, PubDetail, PubKind, PubListResponse } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { contentVersion, pageOf, pubCoverSvg, toTags } from '../catalogue/index.ts';
import {
  findCmsPage,
  findPostKind,
  findPubCards,
  findPubDetail,
  type PubCardRow,
} from './content.repository.ts';

/** Where podcast files are served from (see content.routes.ts). */
export function podcastAudioUrl(file: string): string {
  return `/api/open/media/podcasts/${file}`;
}

export function pubCoverPath(post: { id: number; kind: PubKind; cover: string | null }): string {
  if (post.cover) return post.cover;
  return `/api/open/pub/${post.id}/cover.svg?v=${contentVersion('pub', post.kind)}`;
}

function toPubCard(row: PubCardRow): PubCard {
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: pubCoverPath({ id, kind: row.kind, cover: row.cover }),
    author: row.author,
    published_at: new Date(row.published_at).toISOString(),
    tags: toTags(row.tags),
    audio_seconds: row.kind === 'podcast' ? row.audio_seconds : null,
  };
}

export async function pubListOf(
  db: Kysely<Database>,
  query: {
    language: Lang;
    kind?: PubKind | undefined;
    tagId?: number | undefined;
    page: number;
    page_size: number;
  },
): Promise<PubListResponse> {
  const { page, page_size, ...filter } = query;
  const rows = await findPubCards(db, { ...filter, page: pageOf({ page, page_size }) });
  const total =
    rows.length > 0 || page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number((await findPubCards(db, { ...filter, page: { offset: 0, limit: 1 } }))[0]?.total ?? 0);
  return { list: rows.map(toPubCard), paging: { page, page_size, total } };
}

export async function pubOf(db: Kysely<Database>, id: number, language: Lang): Promise<PubDetail> {
  const row = await findPubDetail(db, id, language);
  if (!row) throw notFound();
  return {
    ...toPubCard(row),
    body_html: row.body_html,
    audio:
      row.kind === 'podcast' && row.audio_file && row.audio_type
        ? { url: podcastAudioUrl(row.audio_file), type: row.audio_type }
        : null,
  };
}

export async function cmsPageOf(db: Kysely<Database>, uri: string, language: Lang): Promise<CmsPage> {
  const row = await findCmsPage(db, uri, language);
  if (!row) throw notFound();
  return {
    uri: row.uri,
    title: row.title,
    description: row.description,
    body_html: row.body_html,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function pubCover(db: Kysely<Database>, id: number): Promise<string | null> {
  const post = await findPostKind(db, id);
  return post ? pubCoverSvg({ id, kind: post.kind }) : null;
}
