import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on `port`: the site delivers to it over SMTP as it would to any relay, and the
 * test reads what arrived. Plain text on loopback: STARTTLS is left out so no certificate is needed.
 */
export async function startMailbox(port: number) {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    /** The next message to `address`, waiting for it to arrive. */
    mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      return this.waitFor((candidate) => candidate.to.includes(address), timeoutMs, `to ${address}`);
    },
    /** The first message that `matches`, waiting for it to arrive. */
    async waitFor(
      matches: (mail: ReceivedMail) => boolean,
      timeoutMs = 10_000,
      what = 'that matches',
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(matches);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail ${what} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a MIME message with quoted-printable soft breaks and `=3D` undone, enough to find a link. */
export function decodedText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The decoded body of the first MIME part of `contentType` (base64 or quoted-printable), or undefined. */
export function mimePart(raw: string, contentType: string): string | undefined {
  const start = raw.search(new RegExp(`^Content-Type: ${contentType.replace('/', '\\/')}`, 'im'));
  if (start < 0) return undefined;
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body =
    part
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(/\r?\n--/)[0] ?? '';
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}
