import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationCheck, PaymentGateway } from '../modules/payments/index.ts';

export interface ReceivedNotification {
  headers: IncomingHttpHeaders;
  body: string;
  check: NotificationCheck;
}

/**
 * A merchant's notify endpoint on 127.0.0.1: verifies each message with `gateway` and answers the
 * gateway's acknowledgement only for a verified one, as the real endpoint will after its commit.
 */
export async function startNotifyEndpoint(gateway: () => PaymentGateway) {
  const received: ReceivedNotification[] = [];
  const waiting: Array<(message: ReceivedNotification) => void> = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const check = await gateway().verifyNotification({ headers: request.headers, body });
    const message = { headers: request.headers, body, check };
    received.push(message);
    waiting.shift()?.(message);
    const ack = gateway().acknowledgement;
    if ('refused' in check) response.writeHead(400, { 'content-type': 'text/plain' }).end('refused');
    else response.writeHead(ack.status, { 'content-type': ack.contentType }).end(ack.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    received,
    /** The next message to arrive after this call: call it before what sends the message. */
    next(): Promise<ReceivedNotification> {
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Opens the sandbox's approve/decline page at `url` and presses one button; returns the redirect's target. */
export async function answerSandboxPage(
  url: string,
  choice: 'approve' | 'decline',
): Promise<{ page: string; location: string }> {
  const pageResponse = await fetch(url, { redirect: 'manual' });
  const page = await pageResponse.text();
  if (pageResponse.status !== 200) throw new Error(`sandbox page answered ${pageResponse.status}: ${page}`);
  const action = [...page.matchAll(/<form method="post" action="([^"]+)">/g)]
    .map((match) => match[1] as string)
    .find((path) => path.endsWith(`/${choice}`));
  if (!action) throw new Error(`no ${choice} button on the sandbox page`);
  const pressed = await fetch(new URL(action, pageResponse.url), { method: 'POST', redirect: 'manual' });
  if (pressed.status !== 303)
    throw new Error(`pressing ${choice} answered ${pressed.status}: ${await pressed.text()}`);
  return { page, location: pressed.headers.get('location') ?? '' };
}
