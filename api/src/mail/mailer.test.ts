import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localStorage } from '../storage/local-storage.ts';
import { storageUnder } from '../storage/storage.ts';
import { outboxMailer } from './mailer.ts';

describe('outboxMailer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hanyu-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file a mail client can open, in the storage's outbox/", async () => {
    const mailer = outboxMailer(storageUnder(localStorage(dir), 'outbox'), 'Hanyu <no-reply@localhost>');
    await mailer.send({
      to: 'mei@example.com',
      subject: '重置您的密码',
      text: 'Link: https://www.example.com/zh-cn/passport/reset/abc',
      html: '<p>Link</p>',
    });
    await mailer.send({ to: 'leo@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const files = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const emails = await Promise.all(files.map((name) => readFile(path.join(dir, 'outbox', name), 'utf8')));
    const first = emails.find((text) => text.includes('To: mei@example.com'));
    expect(first).toMatch(/^From: Hanyu <no-reply@localhost>$/m);
    expect(first).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(first).toContain('Content-Type: multipart/alternative');
  });
});
