import { BILL_TYPE } from '@hanyu/contract';
import type { DatabaseHandle } from '../db/database.ts';
import { listBills, walletBalance } from '../modules/ledger/index.ts';
import { insertUser } from '../modules/users/index.ts';
import { testDatabases } from '../test/databases.ts';
import { OperatorUsageError, parseOperatorArgs, runOperatorCommand } from './operator-commands.ts';

const usageError = (argv: string[]) => {
  try {
    parseOperatorArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(OperatorUsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('parseOperatorArgs', () => {
  it('reads yuan as exact fen and generates an idempotency key when none is given', () => {
    const command = parseOperatorArgs([
      'credit',
      '--email',
      ' A@B.cn ',
      '--yuan',
      '100.5',
      '--operator',
      'ops@b.cn',
      '--note',
      'bank transfer #123',
    ]);
    expect(command).toMatchObject({
      name: 'credit',
      email: 'a@b.cn',
      amountMinor: 10_050,
      note: 'bank transfer #123',
      keyGenerated: true,
    });
    expect(
      parseOperatorArgs([
        'deduct',
        '--email',
        'a@b.cn',
        '--yuan',
        '0.01',
        '--operator',
        'o@b.cn',
        '--key',
        'k1',
      ]),
    ).toMatchObject({ amountMinor: 1, idempotencyKey: 'k1', keyGenerated: false });
  });

  it('explains what is wrong with a command line', () => {
    expect(usageError(['credit', '--email', 'a@b.cn', '--yuan', '1.234', '--operator', 'o@b.cn'])).toMatch(
      '--yuan must be an amount in yuan',
    );
    expect(usageError(['credit', '--email', 'a@b.cn', '--yuan', '0', '--operator', 'o@b.cn'])).toMatch(
      'more than zero',
    );
    expect(usageError(['credit', '--email', 'nope', '--yuan', '1', '--operator', 'o@b.cn'])).toMatch(
      '--email must be an email',
    );
    expect(usageError(['credit', '--email', 'a@b.cn', '--yuan', '1'])).toMatch('--operator is required');
    expect(usageError(['balance'])).toMatch('--email is required');
    expect(usageError(['balance', '--email', 'a@b.cn', '--bogus'])).toMatch("Unknown option '--bogus'");
    expect(usageError(['refund'])).toMatch('Unknown command "refund"');
    expect(usageError(['coupon', 'create', '--code', 'X'])).toMatch(
      'exactly one of --percent and --fixed-yuan',
    );
    expect(usageError(['coupon', 'create', '--code', 'X', '--percent', '10', '--fixed-yuan', '2'])).toMatch(
      'exactly one',
    );
    expect(usageError(['coupon', 'create', '--code', 'X', '--percent', '101'])).toMatch('from 1 to 100');
    expect(usageError(['coupon', 'create', '--code', 'a b', '--percent', '10'])).toMatch('--code has');
    expect(
      usageError([
        'coupon',
        'create',
        '--code',
        'X',
        '--percent',
        '5',
        '--from',
        '2026-12-02T00:00:00Z',
        '--until',
        '2026-12-01T00:00:00Z',
      ]),
    ).toMatch('--from must be before --until');
    expect(usageError(['coupon', 'create', '--code', 'X', '--percent', '5', '--from', 'tomorrow'])).toMatch(
      '--from must be an ISO date-time',
    );
  });

  it('answers help for --help or no command', () => {
    expect(parseOperatorArgs([])).toEqual({ name: 'help' });
    expect(parseOperatorArgs(['credit', '--help'])).toEqual({ name: 'help' });
  });
});

describe('release command lines', () => {
  it('reads release commands with their remote, version, share and who', () => {
    expect(parseOperatorArgs(['release', 'promote', 'mf-booking', '1.2.0', '--by', 'ana'])).toEqual({
      name: 'release promote',
      remote: 'mf-booking',
      version: '1.2.0',
      by: 'ana',
    });
    expect(
      parseOperatorArgs(['release', 'canary', 'mf-booking', '1.3.0', '--share', '10', '--by', 'ana']),
    ).toEqual({
      name: 'release canary',
      remote: 'mf-booking',
      version: '1.3.0',
      share: 10,
      by: 'ana',
    });
    expect(parseOperatorArgs(['release', 'rollback', 'mf-booking', '--by', 'ben'])).toEqual({
      name: 'release rollback',
      remote: 'mf-booking',
      by: 'ben',
    });
    expect(parseOperatorArgs(['release', 'list'])).toEqual({ name: 'release list', remote: undefined });
    // Without --by, the system user is the actor.
    expect(parseOperatorArgs(['release', 'end-canary', 'mf-booking'])).toMatchObject({
      by: expect.any(String),
    });
  });

  it('explains what is wrong with a release command line', () => {
    expect(usageError(['release', 'ship', 'mf-booking'])).toBe('Unknown command "release ship"; see --help');
    expect(usageError(['release', 'promote', 'mf-booking'])).toBe(
      'release promote takes REMOTE VERSION; see --help',
    );
    expect(usageError(['release', 'canary', 'mf-booking', '1.0.0'])).toBe(
      '--share must be a whole number from 0 to 100',
    );
    expect(usageError(['release', 'canary', 'mf-booking', '1.0.0', '--share', '101'])).toBe(
      '--share must be a whole number from 0 to 100',
    );
    expect(usageError(['release', 'publish', 'mf-booking', '--dir', 'x'])).toBe('--contract is required');
  });
});

describe.each(testDatabases())('operator commands on $name', (target) => {
  let handle: DatabaseHandle;
  let learner: number;
  const run = (...argv: string[]) => runOperatorCommand(handle.db, parseOperatorArgs(argv));

  beforeAll(async () => {
    handle = await target.open();
    learner = await insertUser(handle.db, { email: 'learner@ops.test', nickName: 'L', passwordHash: 'x' });
    await insertUser(handle.db, { email: 'ops@ops.test', nickName: 'O', passwordHash: 'x' });
    await insertUser(handle.db, { email: 'temp@ops.test', nickName: 'T', passwordHash: 'x' });
    await run('grant', '--email', 'ops@ops.test');
  });
  afterAll(() => handle.close());

  it('grants and revokes the operator role, which credits and deductions need', async () => {
    const credit = ['credit', '--email', 'learner@ops.test', '--yuan', '1', '--operator', 'temp@ops.test'];
    await expect(run(...credit)).rejects.toThrow(
      'temp@ops.test is not an operator; grant it first: npm run operator -- grant --email temp@ops.test',
    );
    expect(await run('grant', '--email', 'TEMP@ops.test')).toEqual(['temp@ops.test is now an operator']);
    expect(await run('grant', '--email', 'temp@ops.test')).toEqual(['temp@ops.test was already an operator']);
    expect(await run('revoke', '--email', 'temp@ops.test')).toEqual([
      'temp@ops.test is no longer an operator',
    ]);
    expect(await run('revoke', '--email', 'temp@ops.test')).toEqual(['temp@ops.test was not an operator']);
    await expect(run(...credit)).rejects.toThrow('temp@ops.test is not an operator');
    expect(await walletBalance(handle.db, learner)).toBe(0);
  });

  it('credits and deducts a wallet once per key, as bills of type 3 and 4, never below zero', async () => {
    const adjust = ['--email', 'learner@ops.test', '--operator', 'ops@ops.test'];
    const credited = await run(
      'credit',
      ...adjust,
      '--yuan',
      '100',
      '--note',
      'bank transfer #123',
      '--key',
      'c1',
    );
    expect(credited.at(-1)).toMatch(/^Transfer \d+: \+100\.00 yuan, learner@ops\.test now has 100\.00 yuan$/);
    const again = await run(
      'credit',
      ...adjust,
      '--yuan',
      '100',
      '--note',
      'bank transfer #123',
      '--key',
      'c1',
    );
    expect(again.at(-1)).toMatch(/^Already done, nothing moved/);
    expect(await run('deduct', ...adjust, '--yuan', '30.5')).toEqual([
      expect.stringMatching(/^Idempotency key: operator-deduct-/),
      expect.stringMatching(/learner@ops\.test now has 69\.50 yuan$/),
    ]);
    await expect(run('deduct', ...adjust, '--yuan', '70')).rejects.toThrow(
      'Not enough balance, 0.50 yuan missing',
    );
    await expect(run('credit', ...adjust, '--yuan', '101', '--key', 'c1')).rejects.toThrow(
      'This Idempotency-Key was already used for a different request',
    );
    expect(await walletBalance(handle.db, learner)).toBe(6_950);
    expect(await run('balance', '--email', 'learner@ops.test')).toEqual([
      'learner@ops.test: 69.50 yuan',
      expect.stringMatching(/^ {2}\S+Z {2}bill \d+ {2}type 4 {2}-30\.50 {2}→ 69\.50$/),
      expect.stringMatching(
        /^ {2}\S+Z {2}bill \d+ {2}type 3 {2}\+100\.00 {2}→ 100\.00 {2}bank transfer #123$/,
      ),
    ]);
    const { list } = await listBills(handle.db, learner);
    expect(list.map((bill) => [bill.type, bill.amount])).toEqual([
      [BILL_TYPE.deduction, -3_050],
      [BILL_TYPE.serviceCentreRecharge, 10_000],
    ]);
    expect(list[1]?.description).toBe('bank transfer #123');
  });

  it('refuses an unknown user', async () => {
    await expect(run('balance', '--email', 'nobody@ops.test')).rejects.toThrow(
      'No user with the email nobody@ops.test',
    );
    await expect(
      run('credit', '--email', 'learner@ops.test', '--yuan', '1', '--operator', 'nobody@ops.test'),
    ).rejects.toThrow('No user with the email nobody@ops.test');
  });

  it('creates coupons of either kind, once per code, for an existing course', async () => {
    const course = await handle.db
      .insertInto('courses')
      .values({ slug: 'ops-course', kind: 'live', level: 'HSK 1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await run(
        'coupon',
        'create',
        '--code',
        'WELCOME10',
        '--percent',
        '10',
        '--new-users-only',
        '--per-user',
        '2',
      ),
    ).toEqual([expect.stringMatching(/^Coupon WELCOME10 \(id \d+\): 10% off$/)]);
    expect(
      await run(
        'coupon',
        'create',
        '--code',
        'MINUS20',
        '--fixed-yuan',
        '20',
        '--min-yuan',
        '100',
        '--course',
        String(course.id),
        '--from',
        '2026-12-01T00:00:00Z',
        '--until',
        '2026-12-31T00:00:00+08:00',
      ),
    ).toEqual([expect.stringMatching(/^Coupon MINUS20 \(id \d+\): 20\.00 yuan off$/)]);
    const rows = await handle.db
      .selectFrom('coupons')
      .select([
        'code',
        'discount_type',
        'discount_value',
        'course_id',
        'min_amount_yuan',
        'per_user_limit',
        'new_users_only',
        'starts_at',
        'ends_at',
      ])
      .where('code', 'in', ['WELCOME10', 'MINUS20'])
      .orderBy('code')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        discount_value: Number(row.discount_value),
        course_id: row.course_id && String(row.course_id),
      })),
    ).toEqual([
      {
        code: 'MINUS20',
        discount_type: 'fixed',
        discount_value: 2_000,
        course_id: String(course.id),
        min_amount_yuan: 100,
        per_user_limit: 1,
        new_users_only: false,
        starts_at: new Date('2026-12-01T00:00:00Z'),
        ends_at: new Date('2026-12-30T16:00:00Z'),
      },
      {
        code: 'WELCOME10',
        discount_type: 'percent',
        discount_value: 10,
        course_id: null,
        min_amount_yuan: 0,
        per_user_limit: 2,
        new_users_only: true,
        starts_at: null,
        ends_at: null,
      },
    ]);
    await expect(run('coupon', 'create', '--code', 'WELCOME10', '--percent', '5')).rejects.toThrow(
      'A coupon with the code WELCOME10 already exists',
    );
    // A code is one whatever its case (issue 24).
    await expect(run('coupon', 'create', '--code', 'welcome10', '--percent', '5')).rejects.toThrow(
      'A coupon with the code welcome10 already exists',
    );
    await expect(
      run('coupon', 'create', '--code', 'NOCOURSE', '--percent', '5', '--course', '999999'),
    ).rejects.toThrow('No course with the id 999999');
  });
});
