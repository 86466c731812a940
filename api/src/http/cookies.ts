import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * `request.cookies`: the `Cookie` header parsed once per request by @fastify/cookie (a value that is not valid
 * percent-encoding is kept as it came). The app writes its own Set-Cookie headers.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}
