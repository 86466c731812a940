import { IdParams, text } from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { registerMediaFiles } from '../../http/media-files.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { sendSvg } from '../catalogue/index.ts';
import type { ExtraOperation } from '../docs/index.ts';
import { cmsPageOf, pubCover, pubListOf, pubOf } from './content.service.ts';

export function contentHandlers(db: Kysely<Database>): Pick<EndpointHandlers, 'pubList' | 'pub' | 'cmsPage'> {
  return {
    pubList: async ({ query }) => {
      return pubListOf(db, {
        language: query.language,
        kind: query.kind,
        tagId: query.tag_id,
        page: query.page,
        page_size: query.page_size,
      });
    },
    pub: async ({ params, query }) => {
      return pubOf(db, params.id, query.language);
    },
    cmsPage: async ({ params, query }) => {
      return cmsPageOf(db, params.uri, query.language);
    },
  };
}

/** Podcast files: lower-case words joined by hyphens, with an audio extension; nothing else. */
export const PODCAST_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.(mp3|m4a|ogg|opus|wav)$/;

const MediaParams = v.object({
  file: text('file', {
    max: 100,
    pattern: PODCAST_FILE,
    message: 'file must be an audio file name such as episode-1.mp3',
  }),
});

export const contentExtraOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: '/open/media/podcasts/{file}',
    summary: 'A podcast episode’s audio file; byte ranges are served (Range), so players can seek',
    pathParams: MediaParams,
    contentType: 'audio/mpeg',
  },
  {
    method: 'GET',
    path: '/open/pub/{id}/cover.svg',
    summary: 'The generated cover of a blog post or podcast without an image of its own',
    pathParams: IdParams,
    contentType: 'image/svg+xml',
  },
];

/**
 * GET /open/media/podcasts/:file from `podcastDir` (api/seed/assets/podcasts), with byte ranges and
 * long caching (a changed episode gets a new file name); GET /open/pub/:id/cover.svg.
 */
export async function registerContentRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; podcastDir: string },
): Promise<void> {
  await app.register(async (scope) => {
    await registerMediaFiles(scope, {
      root: options.podcastDir,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    scope.get('/open/media/podcasts/:file', async (request, reply) => {
      const { file } = parseOrThrow(MediaParams, request.params, 'path');
      return reply.sendFile(file);
    });
  });
  app.get('/open/pub/:id/cover.svg', async (request, reply) => {
    const { id } = parseOrThrow(IdParams, request.params, 'path');
    return sendSvg(reply, await pubCover(options.db, id));
  });
}
