// The ledger's guarantees hold in the database itself, whatever code writes to it: raw SQL that breaks
// them is refused.
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertUser } from '../users/index.ts';

describe.each(testDatabases())('ledger tables on $name', (target) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let wallet: string;
  let clearing: string;
  let held: string;
  let firstTransfer: string;

  const account = async (ownerId: number | null, purpose: string) => {
    const row = await sql<{ id: string }>`
      insert into ledger_accounts (owner_id, purpose) values (${ownerId}, ${purpose}) returning id`.execute(
      db,
    );
    return row.rows[0]?.id as string;
  };
  const balanceOf = async (id: string) =>
    (await sql<{ balance: string }>`select balance from ledger_accounts where id = ${id}`.execute(db)).rows[0]
      ?.balance;

  beforeAll(async () => {
    handle = await target.open();
    db = handle.db;
    const owner = await insertUser(db, { email: 'raw@ledger.test', nickName: 'R', passwordHash: 'x' });
    wallet = await account(owner, 'wallet');
    clearing = await account(null, 'alipay_clearing');
    held = await account(null, 'course_revenue_held');
    firstTransfer = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
      }>`insert into ledger_transfers (kind) values (1) returning id`.execute(trx);
      const id = rows[0]?.id as string;
      await sql`insert into ledger_entries (transfer_id, account_id, amount)
                values (${id}, ${clearing}, -1000), (${id}, ${wallet}, 1000)`.execute(trx);
      return id;
    });
  });
  afterAll(() => handle.close());

  it('moves the balance with each entry and writes what the entry says about it', async () => {
    expect(await balanceOf(wallet)).toBe('1000');
    expect(await balanceOf(clearing)).toBeNull();
    // balance_after and currency come from the account, not from the insert.
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
      }>`insert into ledger_transfers (kind) values (2) returning id`.execute(trx);
      const id = rows[0]?.id;
      await sql`insert into ledger_entries (transfer_id, account_id, amount, currency, balance_after, account_version)
                values (${id}, ${wallet}, -100, 'USD', 999999, 42), (${id}, ${held}, 100, 'USD', 0, 0)`.execute(
        trx,
      );
    });
    const entry = await sql<{ currency: string; balance_after: string; account_version: string }>`
      select currency, balance_after, account_version from ledger_entries
      where account_id = ${wallet} order by id desc limit 1`.execute(db);
    expect(entry.rows[0]).toEqual({ currency: 'CNY', balance_after: '900', account_version: '2' });
  });

  it.each([
    ['update an entry', () => sql`update ledger_entries set amount = amount * 2`],
    ['delete an entry', () => sql`delete from ledger_entries`],
    ['truncate the entries', () => sql`truncate ledger_entries`],
    ['update a transfer', () => sql`update ledger_transfers set kind = 4`],
    ['delete a transfer', () => sql`delete from ledger_transfers`],
    ['truncate the transfers', () => sql`truncate ledger_transfers cascade`],
  ])('is append-only: refuses to %s', async (_name, statement) => {
    await expect(statement().execute(db)).rejects.toThrow(/append-only/);
    expect(await balanceOf(wallet)).toBe('900');
  });

  it('refuses to set a balance other than through an entry', async () => {
    await expect(
      sql`update ledger_accounts set balance = 1000000 where id = ${wallet}`.execute(db),
    ).rejects.toThrow(/only through ledger_entries/);
    await expect(sql`update ledger_accounts set owner_id = null`.execute(db)).rejects.toThrow(
      /only through ledger_entries/,
    );
  });

  it('refuses at commit a transfer whose entries do not sum to zero, even written in pieces', async () => {
    const unbalanced = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
      }>`insert into ledger_transfers (kind) values (1) returning id`.execute(trx);
      const id = rows[0]?.id;
      await sql`insert into ledger_entries (transfer_id, account_id, amount) values (${id}, ${clearing}, -50)`.execute(
        trx,
      );
      await sql`insert into ledger_entries (transfer_id, account_id, amount) values (${id}, ${wallet}, 49)`.execute(
        trx,
      );
    });
    await expect(unbalanced).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_transfers_balanced',
    });

    const empty = sql`insert into ledger_transfers (kind) values (1)`.execute(db);
    await expect(empty).rejects.toMatchObject({ constraint: 'ledger_transfers_balanced' });

    // An entry added later to a committed transfer is checked with it.
    const appended = sql`insert into ledger_entries (transfer_id, account_id, amount)
                         values (${firstTransfer}, ${held}, 5)`.execute(db);
    await expect(appended).rejects.toMatchObject({ constraint: 'ledger_transfers_balanced' });
    expect(await balanceOf(wallet)).toBe('900');
    const heldEntries = await sql<{ total: string }>`
      select sum(amount) as total from ledger_entries where account_id = ${held}`.execute(db);
    expect(heldEntries.rows[0]?.total).toBe('100');
  });

  it('never lets a wallet go negative, while the platform’s accounts keep no balance of their own', async () => {
    const overdraft = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
      }>`insert into ledger_transfers (kind) values (2) returning id`.execute(trx);
      const id = rows[0]?.id;
      await sql`insert into ledger_entries (transfer_id, account_id, amount)
                values (${id}, ${wallet}, -901), (${id}, ${held}, 901)`.execute(trx);
    });
    await expect(overdraft).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_accounts_no_overdraft',
    });
    expect(await balanceOf(wallet)).toBe('900');
    expect(await balanceOf(clearing)).toBeNull();
    const entries = await sql<{ account_version: string | null; balance_after: string | null }>`
      select account_version, balance_after from ledger_entries where account_id = ${clearing}`.execute(db);
    expect(entries.rows).toEqual([{ account_version: null, balance_after: null }]);
  });

  it('refuses wallets without an owner or opened with money, platform accounts with one, unknown purposes', async () => {
    const owner = await insertUser(db, { email: 'checks@ledger.test', nickName: 'C', passwordHash: 'x' });
    await expect(account(null, 'wallet')).rejects.toThrow(/ledger_accounts_owner_check/);
    await expect(account(owner, 'course_revenue')).rejects.toThrow(/ledger_accounts_owner_check/);
    await expect(account(owner, 'pocket_money')).rejects.toThrow(/check constraint/);
    await expect(account(null, 'alipay_clearing')).rejects.toThrow(/ledger_accounts_owner_purpose_key/);
    await expect(
      sql`insert into ledger_accounts (owner_id, purpose, balance, version)
          values (${owner}, 'wallet', 1000000, 0)`.execute(db),
    ).rejects.toThrow(/only through ledger_entries/);
  });

  it('keeps the money of a user who is deleted: the delete is refused', async () => {
    const { rows } = await sql<{
      owner_id: string;
    }>`select owner_id from ledger_accounts where id = ${wallet}`.execute(db);
    await expect(sql`delete from users where id = ${rows[0]?.owner_id}`.execute(db)).rejects.toMatchObject({
      code: '23503',
    });
  });
});
