import { sql } from 'kysely';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { signedInUser } from '../../test/users.ts';
import { listOperatorActions } from '../audit/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { insertOperator } from '../users/index.ts';

type Person = { id: number; token: string };

describe.each(testDatabases())('company accounts on $name', (target) => {
  let t: TestApp;
  const mailer = memoryMailer();
  let operator: Person;
  let owner: Person;
  let otherOwner: Person;
  let staff: Person;
  let invitee: Person;
  let companyId: number;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Person,
    payload?: object,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const person = (email: string) => signedInUser(t.db, { email, nickName: email.split('@')[0] ?? email });

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    operator = await person('op@example.com');
    await insertOperator(t.db, operator.id);
    owner = await person('boss@acme.example');
    otherOwner = await person('boss@rival.example');
    staff = await person('staff@acme.example');
    invitee = await person('new.hire@acme.example');
    await t.db.updateTable('users').set({ language: 'ja' }).where('id', '=', String(invitee.id)).execute();
  });
  afterAll(() => t.close());

  it('is for operators only', async () => {
    for (const who of [staff, owner]) {
      for (const res of [
        await call('GET', '/operator/companies', who),
        await call('POST', '/operator/companies', who, { owner_email: 'boss@acme.example', name: 'Acme' }),
        await call('GET', '/operator/companies/1', who),
        await call('POST', '/operator/companies/1/fund', who, { amount_minor: 100, reason: 'x' }),
        await call('POST', '/operator/companies/1/members', who, { email: 'staff@acme.example' }),
        await call('DELETE', `/operator/companies/1/members/${staff.id}`, who),
        await call('GET', '/operator/companies/1/statement', who),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Only an operator of the service centre can do this');
      }
    }
  });

  it('creates an organisation for an owner once, with its audit row', async () => {
    const bad = await call('POST', '/operator/companies', operator, {
      owner_email: 'boss@acme.example',
      name: ' ',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('POST', '/operator/companies', operator, {
      owner_email: 'nobody@acme.example',
      name: 'Acme',
    });
    expect(unknown.statusCode).toBe(404);
    const [first, second] = await Promise.all([
      call('POST', '/operator/companies', operator, { owner_email: 'boss@acme.example', name: 'Acme' }),
      call('POST', '/operator/companies', operator, { owner_email: 'BOSS@acme.example', name: 'Acme Two' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const created = [first, second].find((res) => res?.statusCode === 200)?.json().response;
    expect(created).toMatchObject({ owner: { id: owner.id }, balance_minor: 0, member_count: 0 });
    companyId = created.id;
    expect([first, second].find((res) => res?.statusCode === 409)?.json().error.message).toBe(
      'boss@acme.example already owns an organisation',
    );
    const actions = await listOperatorActions(t.db, { subject: `organisation:${companyId}`, limit: 10 });
    expect(actions.map((action) => action.action)).toEqual(['company.create']);
    const other = await call('POST', '/operator/companies', operator, {
      owner_email: 'boss@rival.example',
      name: 'Rival',
    });
    expect(other.statusCode).toBe(200);
  });

  it('funds the company wallet once per idempotency key, as bill type 3 with a reason', async () => {
    const url = `/operator/companies/${companyId}/fund`;
    expect((await call('POST', url, operator, { amount_minor: 500_000, reason: '  ' })).statusCode).toBe(400);
    expect((await call('POST', url, operator, { amount_minor: 0, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/operator/companies/999999/fund', operator, { amount_minor: 1, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const answers = await Promise.all([
      call('POST', url, operator, { amount_minor: 500_000, reason: 'Bank transfer #8812' }, 'fund-acme-1'),
      call('POST', url, operator, { amount_minor: 500_000, reason: 'Bank transfer #8812' }, 'fund-acme-1'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toMatchObject({ type: 3, amount_minor: 500_000, balance_minor: 500_000 });
    }
    const reused = await call('POST', url, operator, { amount_minor: 1, reason: 'Other' }, 'fund-acme-1');
    expect(reused.statusCode).toBe(409);
    expect(await walletBalance(t.db, owner.id, 'company_wallet')).toBe(500_000);
    expect(await walletBalance(t.db, owner.id)).toBe(0);
    const actions = await listOperatorActions(t.db, { subject: `organisation:${companyId}`, limit: 10 });
    expect(actions.map((action) => action.action)).toEqual(['company.fund', 'company.create']);
    expect(actions[0]?.reason).toBe('Bank transfer #8812');
  });

  it('enrols a company-paid member, who then buys with the company wallet; the statement shows it', async () => {
    const url = `/operator/companies/${companyId}/members`;
    const enrolled = await call('POST', url, operator, { email: 'staff@acme.example' });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().response).toMatchObject({ user: { id: staff.id }, company_paid: true });
    const ownerSelf = await call('POST', url, operator, { email: 'boss@acme.example' });
    expect(ownerSelf.statusCode).toBe(409);
    const rival = (await call('GET', '/operator/companies', operator))
      .json()
      .response.list.find((company: { name: string }) => company.name === 'Rival');
    const elsewhere = await call('POST', `/operator/companies/${rival.id}/members`, operator, {
      email: 'staff@acme.example',
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toBe('staff@acme.example already belongs to an organisation');

    const me = (await call('GET', '/user/current', staff)).json().response;
    expect(me.company_user).toMatchObject({ show_name: 'Acme', company_user_id: owner.id });

    const sku = await t.db
      .selectFrom('course_skus')
      .innerJoin('courses', 'courses.id', 'course_skus.course_id')
      .select(['course_skus.id', 'course_skus.price_minor'])
      .where('courses.slug', '=', 'live-hsk1')
      .orderBy('course_skus.price_minor')
      .executeTakeFirstOrThrow();
    const order = await call('POST', '/user/order', staff, { sku_id: Number(sku.id) });
    expect(order.statusCode).toBe(200);
    expect((await call('POST', `/user/order/${order.json().response.id}/pay`, staff, {})).statusCode).toBe(
      200,
    );
    expect(await walletBalance(t.db, owner.id, 'company_wallet')).toBe(500_000 - Number(sku.price_minor));

    const statement = await call('GET', `/operator/companies/${companyId}/statement`, operator);
    expect(statement.statusCode).toBe(200);
    const body = statement.json().response;
    expect(body.rows).toEqual([
      {
        month: new Date().toISOString().slice(0, 7),
        user: { id: staff.id, email: 'staff@acme.example', nick_name: 'staff' },
        orders: 1,
        amount_minor: Number(sku.price_minor),
      },
    ]);
    expect(body.total_minor).toBe(Number(sku.price_minor));

    // Refunded (nothing used): the money goes back to the company wallet, and off the statement.
    const orderId = order.json().response.id;
    expect(
      (await call('POST', `/user/order/${orderId}/refund`, staff, { reason: 'Left the company' })).statusCode,
    ).toBe(200);
    const refund = (await call('GET', '/operator/refunds', operator))
      .json()
      .response.list.find((each: { order_id: number }) => each.order_id === orderId);
    expect(
      (await call('POST', `/operator/refunds/${refund.id}/approve`, operator, { reply: 'Refunded' }))
        .statusCode,
    ).toBe(200);
    expect(await walletBalance(t.db, owner.id, 'company_wallet')).toBe(500_000);
    const refunded = (await call('GET', `/operator/companies/${companyId}/statement`, operator)).json()
      .response;
    expect(refunded.rows).toEqual([expect.objectContaining({ orders: 1, amount_minor: 0 })]);
    expect(refunded.total_minor).toBe(0);
    const empty = await call(
      'GET',
      `/operator/companies/${companyId}/statement?from=2020-01&to=2020-12`,
      operator,
    );
    expect(empty.json().response.rows).toEqual([]);
    for (const query of ['from=2026-05&to=2026-01', 'from=2020-01&to=2026-12', 'from=2026-13']) {
      expect(
        (await call('GET', `/operator/companies/${companyId}/statement?${query}`, operator)).statusCode,
      ).toBe(400);
    }
  });

  it('removes a member: the company no longer pays, the account stays', async () => {
    const url = `/operator/companies/${companyId}/members/${staff.id}`;
    expect((await call('DELETE', url, operator)).statusCode).toBe(200);
    expect((await call('DELETE', url, operator)).statusCode).toBe(404);
    const me = (await call('GET', '/user/current', staff)).json().response;
    expect(me.company_user).toBeNull();
    const actions = await listOperatorActions(t.db, { userId: String(staff.id), limit: 10 });
    expect(actions.map((action) => action.action)).toEqual([
      'company.remove',
      'refund.approve',
      'company.enrol',
    ]);
  });

  it("lets an owner invite by email, once per open invitation, and see only their organisation's", async () => {
    mailer.sent.length = 0;
    const invited = await call('POST', '/user/org/invitations', owner, { email: 'new.hire@acme.example' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().response).toMatchObject({ email: 'new.hire@acme.example', state: 'open' });
    const again = await call('POST', '/user/org/invitations', owner, { email: 'NEW.HIRE@acme.example' });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', '/user/org/invitations', owner, { email: 'boss@acme.example' })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/user/org/invitations', owner, { email: 'not an email' })).statusCode).toBe(
      422,
    );
    expect((await call('POST', '/user/org/invitations', staff, { email: 'x@acme.example' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/user/org/invitations', staff)).statusCode).toBe(403);

    const mine = (await call('GET', '/user/org/invitations', owner)).json().response.list;
    expect(mine.map((invitation: { email: string }) => invitation.email)).toEqual(['new.hire@acme.example']);
    const theirs = (await call('GET', '/user/org/invitations', otherOwner)).json().response.list;
    expect(theirs).toEqual([]);

    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe('new.hire@acme.example');
    expect(mailer.sent[0]?.subject).toContain('Acme');
    expect(mailer.sent[0]?.text).toContain('招待を承諾する');
    expect(mailer.sent[0]?.text).toMatch(
      /https:\/\/hanyu\.example\/ja\/user\/org-invitation\?token=[A-Za-z0-9_-]{43}/,
    );
  });

  const tokenOfLastMail = () => /token=([A-Za-z0-9_-]{43})/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';

  it('is accepted once by the person invited, who becomes company-paid', async () => {
    const token = tokenOfLastMail();
    const preview = await call('GET', `/user/org/invitation?token=${token}`, invitee);
    expect(preview.json().response).toMatchObject({
      organisation: 'Acme',
      email: 'new.hire@acme.example',
      state: 'open',
      for_caller: true,
    });
    expect((await call('GET', `/user/org/invitation?token=${token}`, staff)).json().response.for_caller).toBe(
      false,
    );
    const stranger = await call('POST', '/user/org/invitation/accept', staff, { token });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(
      'This invitation was sent to new.hire@acme.example; sign in with that address to accept it',
    );
    const unknown = await call('POST', '/user/org/invitation/accept', invitee, { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);

    const answers = await Promise.all([
      call('POST', '/user/org/invitation/accept', invitee, { token }),
      call('POST', '/user/org/invitation/accept', invitee, { token }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 200)?.json().response).toEqual({
      organisation: 'Acme',
      show_name: 'Acme',
    });
    expect(answers.find((res) => res.statusCode === 409)?.json().error.message).toBe(
      'This invitation was already accepted or withdrawn',
    );
    const me = (await call('GET', '/user/current', invitee)).json().response;
    expect(me.company_user).toMatchObject({ show_name: 'Acme', company_user_id: owner.id });
    const detail = (await call('GET', `/operator/companies/${companyId}`, operator)).json().response;
    expect(detail.members.map((member: { user: { id: number } }) => member.user.id)).toEqual([invitee.id]);
    expect(detail.invitations[0]).toMatchObject({ state: 'accepted' });
  });

  it('refuses an expired invitation and lets the owner invite the address again', async () => {
    const late = await person('late@acme.example');
    mailer.sent.length = 0;
    expect(
      (await call('POST', '/user/org/invitations', owner, { email: 'late@acme.example' })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const token = tokenOfLastMail();
    // created_at is the database's own (the schema does not let code set it): moved back in raw SQL.
    await sql`update org_invitations
              set expires_at = now() - interval '1 second', created_at = now() - interval '2 seconds'
              where email = 'late@acme.example'`.execute(t.db);
    const expired = await call('POST', '/user/org/invitation/accept', late, { token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe('This invitation has expired; ask for a new one');
    expect(
      (await call('POST', '/user/org/invitations', owner, { email: 'late@acme.example' })).statusCode,
    ).toBe(200);
    const states = (await call('GET', '/user/org/invitations', owner))
      .json()
      .response.list.filter((invitation: { email: string }) => invitation.email === 'late@acme.example')
      .map((invitation: { state: string }) => invitation.state);
    expect(states).toEqual(['open', 'expired']);
  });
});
