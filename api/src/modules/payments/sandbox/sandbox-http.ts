import type { FastifyInstance } from 'fastify';

/**
 * Inside a sandbox's scope: form bodies as string fields, and an empty JSON body as `{}` (PayPal's
 * capture is a POST with `Content-Type: application/json` and no body).
 */
export function parseSandboxBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** Posts a signed notification and returns the receiver's answer (the sandbox does not retry). */
export async function deliverNotification(
  url: string,
  body: { form: Record<string, string> } | { json: string; headers: Record<string, string> },
): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers:
        'form' in body
          ? { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }
          : { 'content-type': 'application/json', ...body.headers },
      body: 'form' in body ? new URLSearchParams(body.form).toString() : body.json,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
