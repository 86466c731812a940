import { BILL_TYPE, ORG_USER_TYPE } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { teacherEmail } from '../modules/catalogue/index.ts';
import { listBills, walletBalance } from '../modules/ledger/index.ts';
import { isAssistantTeacher } from '../modules/lessons/index.ts';
import { DEMO_FAMILY_EMAIL } from '../modules/linked/index.ts';
import { isOperator } from '../modules/users/index.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import {
  DEMO_COMPANY_BALANCE_MINOR,
  DEMO_EMAILS,
  DEMO_LEARNER_TUITION_MINOR,
  DEMO_PASSWORD,
  demoAccountsWanted,
} from './demo-accounts.ts';
import { loadSeed } from './load-seed.ts';

describe('demoAccountsWanted', () => {
  it('makes them outside production, and in production only when asked', () => {
    expect(demoAccountsWanted({})).toBe(true);
    expect(demoAccountsWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoAccountsWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoAccountsWanted({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(demoAccountsWanted({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(false);
    expect(() => demoAccountsWanted({ SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(
      'SEED_DEMO_ACCOUNTS must be true or false',
    );
  });
});

describe('the demo teacher of the one-command start', () => {
  it('is the first teacher of the demo seed, whose address the README gives', async () => {
    const { seedData } = await import('./demo-seed.ts');
    expect(teacherEmail(seedData.teachers[0]?.slug ?? '')).toBe('wang-lin@teachers.hanyu.invalid');
  });
});

describe.each(testDatabases())('the demo accounts on $name', (target) => {
  let t: TestApp;
  const teacher = teacherEmail(catalogueFixtures.teachers[0]?.slug ?? '');
  const demoUsers = () =>
    t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [...Object.values(DEMO_EMAILS)])
      .execute();
  const idOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
  });
  afterAll(() => t.close());

  async function signIn(email: string): Promise<string> {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().response.token;
  }
  const get = async (url: string, token: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().response;
  };

  it('are not made unless asked for', async () => {
    expect(await demoUsers()).toEqual([]);
    const signInAsTeacher = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email: teacher, password: DEMO_PASSWORD },
    });
    expect(signInAsTeacher.statusCode).not.toBe(200);
  });

  it('are made once, however often the seed runs', async () => {
    const first = await loadSeed(t.db, catalogueFixtures, { demoAccounts: true, lessonHistory: false });
    expect(first.demoAccounts).toEqual([
      { role: 'learner', email: DEMO_EMAILS.learner },
      { role: 'orgOwner', email: DEMO_EMAILS.orgOwner },
      { role: 'companyLearner', email: DEMO_EMAILS.companyLearner },
      { role: 'teacher', email: teacher },
      { role: 'operator', email: DEMO_EMAILS.operator },
      { role: 'assistant', email: DEMO_EMAILS.assistant },
      { role: 'family', email: DEMO_FAMILY_EMAIL },
    ]);
    const users = await demoUsers();
    await loadSeed(t.db, catalogueFixtures, { demoAccounts: true, lessonHistory: false });
    expect(await demoUsers()).toEqual(users);
    const learner = await idOf(DEMO_EMAILS.learner);
    expect(await walletBalance(t.db, learner)).toBe(DEMO_LEARNER_TUITION_MINOR);
    const { list } = await listBills(t.db, learner);
    expect(list.map((bill) => [bill.type, bill.amount])).toEqual([
      [BILL_TYPE.serviceCentreRecharge, DEMO_LEARNER_TUITION_MINOR],
    ]);
    const owner = await idOf(DEMO_EMAILS.orgOwner);
    expect(await walletBalance(t.db, owner, 'company_wallet')).toBe(DEMO_COMPANY_BALANCE_MINOR);
    expect(await isOperator(t.db, await idOf(DEMO_EMAILS.operator))).toBe(true);
    expect(await isAssistantTeacher(t.db, await idOf(DEMO_EMAILS.assistant))).toBe(true);
  });

  it('sign in with the one password, each in its role', async () => {
    const learner = await signIn(DEMO_EMAILS.learner);
    expect(await get('/user/current', learner)).toMatchObject({
      email: DEMO_EMAILS.learner,
      company_user: null,
      org_user: null,
    });

    const owner = await signIn(DEMO_EMAILS.orgOwner);
    const children = await get('/user/org/children', owner);
    expect(children.list.map((child: { email: string }) => child.email)).toEqual([
      DEMO_EMAILS.companyLearner,
    ]);

    const staff = await signIn(DEMO_EMAILS.companyLearner);
    expect(await get('/user/current', staff)).toMatchObject({
      company_user: {
        show_name: 'Demo Company',
        share_type: 1,
        company_user_id: Number(await idOf(DEMO_EMAILS.orgOwner)),
      },
      org_user: { user_type: ORG_USER_TYPE.learner },
    });

    const teacherToken = await signIn(teacher);
    const me = await get('/user/current', teacherToken);
    expect(me.org_user).toEqual({ user_type: ORG_USER_TYPE.teacher });
    const profile = await t.app.inject({ method: 'GET', url: `/api/open/teachers/${me.id}?language=en` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().response.name).toBe(catalogueFixtures.teachers[0]?.name);

    const operator = await signIn(DEMO_EMAILS.operator);
    const wallet = await get(
      `/operator/wallet?email=${encodeURIComponent(DEMO_EMAILS.companyLearner)}`,
      operator,
    );
    expect(wallet).toMatchObject({ balance_minor: 0, company_balance_minor: DEMO_COMPANY_BALANCE_MINOR });
  });
});
