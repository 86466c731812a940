import type { FastifyInstance } from 'fastify';
import { staticPagePolicy } from '../../http/security-headers.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type ExtraOperation } from './openapi.ts';

/** `GET /openapi.json` and `GET /docs` (under /api), built once from the contract at start-up. */
export function registerDocsRoutes(
  app: FastifyInstance,
  options: { extraOperations: ExtraOperation[] },
): void {
  const document = buildOpenApiDocument({ extraOperations: options.extraOperations });
  const json = JSON.stringify(document);
  const html = renderDocsPage(document);

  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(json),
  );
  app.get('/docs', { helmet: { contentSecurityPolicy: staticPagePolicy(html) } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html),
  );
}
