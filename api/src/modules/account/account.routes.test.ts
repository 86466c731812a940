import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AccountSettings, Profile, UserInfo } from '@hanyu/contract';
import sharp from 'sharp';
import * as v from 'valibot';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { adjustByOperator } from '../ledger/index.ts';
import { sendDueReminders } from '../lessons/index.ts';
import { createSession, hashPassword, insertUser } from '../users/index.ts';

const PASSWORD = 'correct horse battery';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();

describe.each(testDatabases())('the account (profile, avatar, settings, deletion) on $name', (target) => {
  let t: TestApp;
  let dataDir: string;
  const mailer = memoryMailer();
  let passwordHash: string;
  let serial = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'account-test-'));
    t = await openTestApp(target, {
      seed: true,
      mailer,
      coursewareDir: path.join(dataDir, 'courseware'),
      rateLimits: {},
    });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function learner(): Promise<{ id: number; token: string; email: string }> {
    serial += 1;
    const email = `learner${serial}@example.com`;
    const id = await insertUser(t.db, { email, nickName: `Learner ${serial}`, passwordHash });
    return { id, email, token: (await createSession(t.db, id)).token };
  }

  const call = (token: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const upload = (token: string, body: Buffer, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: body,
    });
  const avatarFiles = () => readdir(path.join(dataDir, 'avatars')).catch(() => [] as string[]);
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/passport/login/email', payload: { email, password } });

  describe('profile', () => {
    it('starts empty, takes every field of SPEC §3, and leaves absent fields as they are', async () => {
      const me = await learner();
      const empty = v.parse(Profile, (await call(me.token, 'GET', '/user/profile')).json().response);
      expect(empty).toMatchObject({
        full_name: null,
        gender: 0,
        avatar: null,
        hsk_level: null,
        delivery_way: null,
      });

      const full = {
        nick_name: 'Mei',
        full_name: '  Mei Chen ',
        gender: 2,
        native_language: 'es',
        time_zone: 'Europe/Madrid',
        age_range: '18-30',
        job: 'freelancer',
        medium_language: 'en',
        purpose: 'study',
        grade: 'beginner',
        hsk_level: 7,
        learning_plan: 'Two lessons a week.\nHSK 3 by June.',
        wechat_id: 'mei_chen',
        skype_id: null,
        delivery_way: 'wechat',
      };
      const saved = await call(me.token, 'PUT', '/user/current', full);
      expect(saved.statusCode).toBe(200);
      expect(v.parse(UserInfo, saved.json().response)).toMatchObject({
        nick_name: 'Mei',
        time_zone: 'Europe/Madrid',
      });
      const profile = (await call(me.token, 'GET', '/user/profile')).json().response;
      expect(profile).toEqual({ ...full, full_name: 'Mei Chen', email: me.email, avatar: null });

      // Only the fields sent change; a blank text clears its field.
      expect(
        (await call(me.token, 'PUT', '/user/current', { job: 'staff', full_name: '   ' })).statusCode,
      ).toBe(200);
      const after = (await call(me.token, 'GET', '/user/profile')).json().response;
      expect(after).toEqual({ ...profile, job: 'staff', full_name: null });
    });

    it.each([
      [{ gender: 3 }, 'gender'],
      [{ gender: '1' }, 'gender'],
      [{ native_language: 'xx' }, 'native_language'],
      [{ age_range: '30-40' }, 'age_range'],
      [{ job: 'pilot' }, 'job'],
      [{ medium_language: 'klingon' }, 'medium_language'],
      [{ purpose: 'fun' }, 'purpose'],
      [{ grade: 'expert' }, 'grade'],
      [{ hsk_level: 10 }, 'hsk_level'],
      [{ hsk_level: -1 }, 'hsk_level'],
      [{ full_name: 'x'.repeat(101) }, 'full_name'],
      [{ learning_plan: 'x'.repeat(2001) }, 'learning_plan'],
      [{ wechat_id: 'x'.repeat(65) }, 'wechat_id'],
      [{ skype_id: 'a\u0000b' }, 'skype_id'],
      [{ delivery_way: 'zoom' }, 'delivery_way'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
    ])('refuses %p with a 400 naming the field', async (payload, field) => {
      const me = await learner();
      const res = await call(me.token, 'PUT', '/user/current', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toBe(field);
    });

    it('needs the Wechat or Skype ID when lessons are to be given that way, as a booking does', async () => {
      const me = await learner();
      const noId = await call(me.token, 'PUT', '/user/current', { delivery_way: 'skype', wechat_id: 'mei' });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().error).toMatchObject({
        code: 20205,
        message: 'Please enter your Skype ID',
        issues: [{ path: 'skype_id' }],
      });
      expect(
        (await call(me.token, 'PUT', '/user/current', { delivery_way: 'skype', skype_id: 'live:mei' }))
          .statusCode,
      ).toBe(200);
      // Clearing the ID lessons are given on is refused too; the classroom needs none.
      expect((await call(me.token, 'PUT', '/user/current', { skype_id: null })).statusCode).toBe(400);
      expect(
        (await call(me.token, 'PUT', '/user/current', { delivery_way: 'classroom', skype_id: null }))
          .statusCode,
      ).toBe(200);
    });

    it('is checked again by the database', async () => {
      const me = await learner();
      const bad = [
        { gender: 5 },
        { job: 'pilot' },
        { hsk_level_is_on_users: true },
        { delivery_way: 'wechat', wechat_id: null },
        { avatar_file: '../../etc/passwd' },
      ];
      for (const values of bad) {
        if ('hsk_level_is_on_users' in values) {
          await expect(
            t.db.updateTable('users').set({ hsk_level: 10 }).where('id', '=', String(me.id)).execute(),
          ).rejects.toMatchObject({ code: '23514' });
          continue;
        }
        await expect(
          t.db
            .insertInto('user_profiles')
            .values({ user_id: me.id, ...(values as object) })
            .execute(),
        ).rejects.toMatchObject({ code: '23514' });
      }
    });

    it('is a 401 without a session', async () => {
      expect((await call(null, 'GET', '/user/profile')).statusCode).toBe(401);
      expect((await call(null, 'PUT', '/user/current', { job: 'staff' })).statusCode).toBe(401);
    });
  });

  describe('avatar', () => {
    it('stores a square WebP, served with long cache headers, shown in the user info; a new one replaces it', async () => {
      const me = await learner();
      const first = await upload(me.token, await png(640, 480), 'image/png');
      expect(first.statusCode).toBe(200);
      const url: string = first.json().response.avatar;
      expect(url).toMatch(/^\/api\/user\/avatars\/[0-9a-f]{32}\.webp$/);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

      expect((await call(me.token, 'GET', '/user/current')).json().response.avatar).toBe(url);
      expect((await call(me.token, 'GET', '/user/profile')).json().response.avatar).toBe(url);

      // A JPEG sent as PNG is still a JPEG by its bytes, and taken.
      const jpeg = await sharp(await png(100, 300))
        .jpeg()
        .toBuffer();
      const second = await upload(me.token, jpeg, 'image/png');
      expect(second.statusCode).toBe(200);
      expect(second.json().response.avatar).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(await avatarFiles()).toContain(second.json().response.avatar.split('/').pop());
      expect(await avatarFiles()).not.toContain(url.split('/').pop());
    });

    it('refuses what is not a JPEG, PNG or WebP by its content, or over 5 MB', async () => {
      const me = await learner();
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(100, 7)]);
      for (const [body, type] of [
        [Buffer.from('not an image at all'), 'image/png'],
        [gif, 'image/png'],
        [svg, 'image/png'],
        [broken, 'image/png'],
        [await png(10, 10), 'image/gif'],
        [await png(10, 10), 'application/octet-stream'],
      ] as const) {
        const res = await upload(me.token, body, type);
        expect(res.statusCode).toBe(415);
        expect(res.json().error.message).toBe('The avatar must be a JPEG, PNG or WebP image');
      }
      const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024, 1)]);
      const tooLarge = await upload(me.token, huge, 'image/png');
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.message).toBe('The avatar must be at most 5 MB');
      expect((await call(me.token, 'GET', '/user/profile')).json().response.avatar).toBeNull();
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/user/avatar',
            payload: await png(4, 4),
            headers: { 'content-type': 'image/png' },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('keeps one file when two uploads replace the avatar at once', async () => {
      const me = await learner();
      const [a, b] = await Promise.all([
        upload(me.token, await png(30, 30), 'image/png'),
        upload(me.token, await png(40, 20), 'image/png'),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const kept = (await call(me.token, 'GET', '/user/profile')).json().response.avatar as string;
      const names = [a, b].map((res) => (res.json().response.avatar as string).split('/').pop());
      const files = await avatarFiles();
      expect(names.filter((name) => files.includes(name as string))).toEqual([kept.split('/').pop()]);
    });

    it('serves only avatar names', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/user/avatars/${'a'.repeat(32)}.webp` })).statusCode,
      ).toBe(404);
    });
  });

  describe('settings', () => {
    it('keeps the site language, the time zone and the reminder emails', async () => {
      const me = await learner();
      const before = v.parse(
        AccountSettings,
        (await call(me.token, 'GET', '/user/settings')).json().response,
      );
      expect(before).toEqual({
        email: me.email,
        language: null,
        time_zone: null,
        lesson_reminder_emails: true,
      });
      const changed = await call(me.token, 'PUT', '/user/settings', {
        language: 'ja',
        time_zone: 'Asia/Tokyo',
        lesson_reminder_emails: false,
      });
      expect(changed.json().response).toEqual({
        email: me.email,
        language: 'ja',
        time_zone: 'Asia/Tokyo',
        lesson_reminder_emails: false,
      });
      expect((await call(me.token, 'PUT', '/user/settings', { language: 'fr' })).statusCode).toBe(400);
      expect(
        (await call(me.token, 'PUT', '/user/settings', { lesson_reminder_emails: 'no' })).statusCode,
      ).toBe(400);
      expect((await call(me.token, 'GET', '/user/settings')).json().response.language).toBe('ja');
    });

    it('sends lesson reminders only to those who want them', async () => {
      const teacher = await t.db
        .selectFrom('courses')
        .select(['id', 'teacher_user_id'])
        .where('kind', '=', 'live')
        .where('teacher_user_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const keen = await learner();
      const quiet = await learner();
      await call(quiet.token, 'PUT', '/user/settings', { lesson_reminder_emails: false });
      const startsAt = new Date('2031-03-03T10:00:00Z');
      for (const [index, who] of [keen, quiet].entries()) {
        const starts = new Date(startsAt.getTime() + index * 3_600_000);
        await t.db
          .insertInto('lessons')
          .values({
            teacher_user_id: String(teacher.teacher_user_id),
            student_user_id: who.id,
            course_id: teacher.id,
            starts_at: starts,
            ends_at: new Date(starts.getTime() + 50 * 60_000),
            created_at: new Date('2031-01-01T00:00:00Z'),
          })
          .execute();
      }
      mailer.sent.length = 0;
      const sent = await sendDueReminders({
        db: t.db,
        mailer,
        publicUrl: 'https://hanyu.example',
        now: new Date('2031-03-02T12:00:00Z'),
      });
      expect(sent).toBe(2);
      const to = mailer.sent.map((message) => message.to);
      expect(to).toContain(keen.email);
      expect(to).not.toContain(quiet.email);
    });
  });

  describe('password change', () => {
    it('signs out every session of the user, and the new password signs in', async () => {
      const me = await learner();
      const other = (await createSession(t.db, me.id)).token;
      const res = await call(me.token, 'PUT', '/user/passport/password', {
        old_password: PASSWORD,
        new_password: 'a brand new passphrase',
      });
      expect(res.statusCode).toBe(200);
      for (const token of [me.token, other])
        expect((await call(token, 'GET', '/user/current')).statusCode).toBe(401);
      expect((await login(me.email, PASSWORD)).statusCode).not.toBe(200);
      expect((await login(me.email, 'a brand new passphrase')).statusCode).toBe(200);
    });
  });

  describe('deletion', () => {
    it('asks for the password, erases personal data, keeps the ledger, and closes sign-in', async () => {
      const me = await learner();
      const operator = await learner();
      await adjustByOperator(t.db, 'credit', {
        ownerId: me.id,
        amount: 12_300,
        operatorId: operator.id,
        idempotencyKey: `account-deletion-${me.id}`,
      });
      await call(me.token, 'PUT', '/user/current', { full_name: 'Mei Chen', wechat_id: 'mei', job: 'boss' });
      const avatar = (await upload(me.token, await png(50, 50), 'image/png')).json().response
        .avatar as string;
      const second = (await createSession(t.db, me.id)).token;
      const entriesOf = () =>
        t.db
          .selectFrom('ledger_entries')
          .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
          .select(['ledger_entries.id', 'ledger_entries.amount'])
          .where('ledger_accounts.owner_id', '=', String(me.id))
          .execute();
      const ledgerBefore = await entriesOf();
      expect(ledgerBefore.length).toBeGreaterThan(0);

      const wrong = await call(me.token, 'POST', '/user/current/delete', { password: 'not it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('The password is wrong, please try again');
      expect((await call(me.token, 'GET', '/user/current')).statusCode).toBe(200);

      expect((await call(me.token, 'POST', '/user/current/delete', { password: PASSWORD })).statusCode).toBe(
        200,
      );

      for (const token of [me.token, second])
        expect((await call(token, 'GET', '/user/current')).statusCode).toBe(401);
      expect((await login(me.email, PASSWORD)).statusCode).not.toBe(200);
      const row = await t.db
        .selectFrom('users')
        .select(['email', 'nick_name', 'password_hash'])
        .where('id', '=', String(me.id))
        .executeTakeFirstOrThrow();
      expect(row.email).toMatch(new RegExp(`^deleted-${me.id}-[0-9a-f]{12}@deleted\\.invalid$`));
      expect(row.nick_name).toBe('');
      expect(
        await t.db
          .selectFrom('user_profiles')
          .select('user_id')
          .where('user_id', '=', String(me.id))
          .execute(),
      ).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
      expect(await entriesOf()).toEqual(ledgerBefore);
      // A reset link cannot reach it either: the address is gone.
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/passport/reset/password',
        payload: { email: me.email },
      });
      expect(reset.statusCode).toBe(400);
    });

    it('limits wrong passwords as a password change does: 429 with Retry-After from the sixth, the right one too', async () => {
      const me = await learner();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await call(me.token, 'POST', '/user/current/delete', { password: `guess ${attempt}` });
        expect(wrong.statusCode).toBe(400);
      }
      const sixth = await call(me.token, 'POST', '/user/current/delete', { password: PASSWORD });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error: { code: 429, message: 'Too many attempts, please try again later' },
      });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // One budget per account: a password change is refused too, and the account was not deleted.
      const change = await call(me.token, 'PUT', '/user/passport/password', {
        old_password: PASSWORD,
        new_password: 'another passphrase',
      });
      expect(change.statusCode).toBe(429);
      expect((await call(me.token, 'GET', '/user/current')).statusCode).toBe(200);
    });

    it('ends the linked accounts’ sharing and drops the delivery address with the account', async () => {
      const main = await learner();
      const member = await learner();
      const asked = await call(main.token, 'POST', '/user/bind', { email: member.email });
      expect(asked.statusCode).toBe(200);
      const accepted = await call(member.token, 'POST', `/user/bind/${asked.json().response.id}/accept`);
      expect(accepted.statusCode).toBe(200);
      await t.db
        .insertInto('delivery_addresses')
        .values({
          user_id: String(member.id),
          name: 'Mei',
          phone: '+34 600 000 000',
          country: 'ES',
          region: 'Madrid',
          city: 'Madrid',
          street: 'Calle 1',
          postal_code: '28001',
        })
        .execute();

      const deleted = await call(member.token, 'POST', '/user/current/delete', { password: PASSWORD });
      expect(deleted.statusCode).toBe(200);

      const families = await t.db
        .selectFrom('account_families')
        .select('user_id')
        .where('user_id', 'in', [String(main.id), String(member.id)])
        .execute();
      expect(families).toEqual([]);
      const addresses = await t.db
        .selectFrom('delivery_addresses')
        .select('user_id')
        .where('user_id', '=', String(member.id))
        .execute();
      expect(addresses).toEqual([]);
    });
  });
});
