import type { FastifyInstance } from 'fastify';

/** What an API answer may be kept as when its route says nothing, or when it is someone's own. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * One hook for the whole API: an answer is never kept by a shared cache (or written to disk) unless its
 * route chose a policy. Routes that opt in keep theirs: the public catalogue answers (`cache: 'public'`),
 * hashed images, a signed file's `private, max-age`. An answer to a signed-in caller (`request.user`) is
 * `private, no-store` even if its route called it public. Answers without a user that still carry
 * something personal (a sign-in's token, a reset's outcome, errors) get the same default.
 */
export function registerPersonalCacheControl(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const current = reply.getHeader('cache-control');
    const chosen = typeof current === 'string' ? current : undefined;
    if (chosen === undefined) {
      reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    } else if (request.user && !/\b(private|no-store)\b/i.test(chosen)) {
      reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    }
    return payload;
  });
}
