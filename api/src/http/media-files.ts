import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
