import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { Storage } from '../storage/storage.ts';
import { notFound } from './errors.ts';

/**
 * Lets the routes of `scope` answer with a media file of `root` by `reply.sendFile`: in byte ranges (players
 * seek), with `cacheControl`, never content-sniffed. Nothing is served by its URL alone, and no dotfile.
 */
export async function registerMediaFiles(
  scope: FastifyInstance,
  options: { root: string; cacheControl: string },
): Promise<void> {
  await scope.register(fastifyStatic, {
    root: options.root,
    serve: false,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', options.cacheControl);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}

/**
 * Answers with the object `key` of `storage` as `registerMediaFiles` does with a file: byte ranges (players
 * seek in replays kept in a bucket as on the disk), `cacheControl`, never content-sniffed; 404 when there is
 * none. The caller has checked who may read it: the object streams through this process, never a public URL.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) throw notFound();
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', options.cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .type(options.contentType);
  const asked = request.headers.range;
  const ranges = asked ? parseRange(info.size, asked, { combine: true }) : -2;
  if (ranges === -1) {
    return reply.status(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  // No Range, a malformed one, or several (rare; the whole file answers them, as @fastify/send does).
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  // A HEAD (a player probing) fetches nothing from the store: the length alone, with an empty stream, which
  // Fastify sends without replacing that length by 0.
  if (request.method === 'HEAD') {
    const length = range ? range.end - range.start + 1 : info.size;
    return reply.header('Content-Length', length).send(Readable.from([]));
  }
  const object = await storage.get(key, range ? { range } : {});
  if (!object) throw notFound();
  return reply.header('Content-Length', object.size).send(object.body);
}
