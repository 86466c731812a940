import type { Currency } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RateRow {
  currency: Currency;
  /** Units of `currency` for one CNY, as PostgreSQL writes the numeric. */
  rate: string;
  /** YYYY-MM-DD */
  rate_date: string;
}

/** Every rate of the newest day that has rates. */
export async function findLatestRates(db: Kysely<Database>): Promise<RateRow[]> {
  const { rows } = await sql<RateRow>`
    select trim(currency) as currency, rate::text as rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date
    from exchange_rates
    where rate_date = (select max(rate_date) from exchange_rates)
    order by currency`.execute(db);
  return rows;
}

/** The newest rate of `currency`; the conversion itself is the contract's convertFromCny. */
export async function findLatestRate(db: Kysely<Database>, currency: Currency): Promise<RateRow | undefined> {
  const { rows } = await sql<RateRow>`
    select trim(currency) as currency, rate::text as rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date
    from exchange_rates
    where currency = ${currency}
    order by rate_date desc
    limit 1`.execute(db);
  return rows[0];
}

/** Stores the day's rates; a day already stored keeps its rates. Returns the rows inserted. */
export async function insertRatesOfDay(
  db: Kysely<Database>,
  rates: ReadonlyArray<{ currency: Currency; rate: string }>,
  day: string,
): Promise<number> {
  if (rates.length === 0) return 0;
  const result = await db
    .insertInto('exchange_rates')
    .values(rates.map((rate) => ({ currency: rate.currency, rate: rate.rate, rate_date: day })))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
