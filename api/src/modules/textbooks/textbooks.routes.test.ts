import { sql } from 'kysely';
import { memoryMailer } from '../../mail/mailer.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { credit } from '../../test/orders-fixtures.ts';
import { signedInUser } from '../../test/users.ts';
import { listOperatorActions } from '../audit/index.ts';
import { insertOperator } from '../users/index.ts';

describe.each(testDatabases())('the service centre textbook queue on $name', (target) => {
  let t: TestApp;
  const mailer = memoryMailer();
  let operator: { id: number; token: string };
  let secondOperator: { id: number; token: string };
  let learner: { id: number; token: string };
  let courseId: string;

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      mailer,
      publicUrl: 'https://hanyu.example',
    });
    operator = await signedInUser(t.db, { email: 'op@example.com', nickName: 'Op' });
    secondOperator = await signedInUser(t.db, { email: 'op2@example.com', nickName: 'Op Two' });
    await insertOperator(t.db, operator.id);
    await insertOperator(t.db, secondOperator.id);
    learner = await signedInUser(t.db, { email: 'reader@example.com', nickName: 'Reader' });
    await t.db.updateTable('users').set({ language: 'es' }).where('id', '=', String(learner.id)).execute();
    // The learner buys a course that brings a printed textbook and gives an address: it is then prepared.
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    await sql`update courses set printed_textbook = true where id = ${courseId}`.execute(t.db);
    const sku = await t.db
      .selectFrom('course_skus')
      .select(['id', 'price_minor'])
      .where('course_id', '=', courseId)
      .orderBy('price_minor')
      .executeTakeFirstOrThrow();
    await credit(t.db, learner.id, Number(sku.price_minor));
    const order = await call('POST', '/user/order', learner.token, { sku_id: Number(sku.id) });
    expect(order.statusCode).toBe(200);
    const paid = await call('POST', `/user/order/${order.json().response.id}/pay`, learner.token, {});
    expect(paid.statusCode).toBe(200);
    const address = await call('PUT', '/user/delivery/address', learner.token, {
      name: 'Ana Reader',
      phone: '+34 600 123 456',
      country: 'ES',
      region: '',
      city: 'Madrid',
      street: 'Calle Mayor 1',
      postal_code: '28013',
    });
    expect(address.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const ship = (token: string, payload: object) =>
    call('POST', `/operator/textbooks/${learner.id}/${courseId}/ship`, token, payload);
  const deliver = (token: string) =>
    call('POST', `/operator/textbooks/${learner.id}/${courseId}/deliver`, token);

  it('is refused to anyone but an operator', async () => {
    for (const res of [
      await call('GET', '/operator/textbooks', learner.token),
      await ship(learner.token, { carrier: 'SF', tracking_number: 'SF1' }),
      await deliver(learner.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only an operator of the service centre can do this');
    }
  });

  it('lists the deliveries waiting to ship with the address', async () => {
    const res = await call('GET', '/operator/textbooks?state=preparing', operator.token);
    expect(res.statusCode).toBe(200);
    const body = res.json().response;
    expect(body.counts).toEqual({ preparing: 1, shipped: 0, delivered: 0 });
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toMatchObject({
      learner: { id: learner.id, email: 'reader@example.com' },
      course: { id: Number(courseId) },
      state: 'preparing',
      carrier: null,
      address: { name: 'Ana Reader', city: 'Madrid', postal_code: '28013' },
    });
  });

  it('requires a carrier and a well-formed tracking number', async () => {
    for (const payload of [
      {},
      { carrier: '  ', tracking_number: 'SF123' },
      { carrier: 'SF', tracking_number: '' },
      { carrier: 'SF', tracking_number: '#!?' },
      { carrier: 'x'.repeat(61), tracking_number: 'SF123' },
    ]) {
      const res = await ship(operator.token, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (
        await call('POST', `/operator/textbooks/${learner.id}/999999/ship`, operator.token, {
          carrier: 'SF',
          tracking_number: 'SF1',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('cannot deliver what was not shipped', async () => {
    const res = await deliver(operator.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only a shipped textbook can be marked delivered');
  });

  it('ships once when two operators ship at once, records it and mails the learner in Spanish', async () => {
    mailer.sent.length = 0;
    const answers = await Promise.all([
      ship(operator.token, { carrier: 'SF Express', tracking_number: 'SF1234567890' }),
      ship(secondOperator.token, { carrier: 'EMS', tracking_number: 'EE123456789CN' }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409);
    expect(loser?.json().error.message).toBe('This textbook was already marked shipped');
    const winner = answers.find((res) => res.statusCode === 200)?.json().response;
    expect(winner.state).toBe('shipped');
    expect(winner.shipped_at).not.toBeNull();

    const actions = await listOperatorActions(t.db, {
      subject: `textbook_delivery:${learner.id}-${courseId}`,
      limit: 10,
    });
    expect(actions.map((action) => action.action)).toEqual(['textbook.ship']);
    expect(actions[0]?.after).toMatchObject({ state: 'shipped', carrier: winner.carrier });

    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toBe('reader@example.com');
    expect(mailer.sent[0]?.subject).toMatch(/^Tu libro de texto está en camino/);
    expect(mailer.sent[0]?.text).toContain(winner.tracking_number);
    expect(mailer.sent[0]?.text).toContain('https://hanyu.example/es/user/delivery');

    const materials = await call('GET', '/user/materials?language=es', learner.token);
    const book = materials
      .json()
      .response.textbooks.find((b: { course_id: number }) => b.course_id === Number(courseId));
    expect(book).toMatchObject({
      state: 'shipped',
      carrier: winner.carrier,
      tracking_number: winner.tracking_number,
    });
  });

  it('marks delivered once, then refuses going on or back', async () => {
    mailer.sent.length = 0;
    const answers = await Promise.all([deliver(operator.token), deliver(secondOperator.token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().error.message).toBe(
      'This textbook was already marked delivered',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu libro de texto ha llegado/),
    ]);
    expect((await ship(operator.token, { carrier: 'SF', tracking_number: 'SF9' })).statusCode).toBe(409);
  });

  it('keeps a delivery from moving back whoever writes the table', async () => {
    await expect(
      t.db
        .updateTable('textbook_deliveries')
        .set({ state: 'preparing', shipped_at: null })
        .where('user_id', '=', String(learner.id))
        .execute(),
    ).rejects.toThrow(/moves only forward/);
    await expect(
      t.db
        .updateTable('textbook_deliveries')
        .set({ tracking_number: 'OTHER1' })
        .where('user_id', '=', String(learner.id))
        .execute(),
    ).rejects.toThrow(/keeps its carrier/);
  });
});
