import {
  CURRENCIES,
  type Currency,
  convertFromCny,
  type WaihuiRatesResponse,
  type WaihuiTransformResponse,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { findLatestRate, findLatestRates, insertRatesOfDay } from './currency.repository.ts';

/**
 * Display rates the seed stores for its day: units per one CNY, close to the market in late 2026.
 * Prices stay CNY; these only convert them for display.
 */
export const SEED_RATES: ReadonlyArray<{ currency: Currency; rate: string }> = [
  { currency: 'CNY', rate: '1' },
  { currency: 'USD', rate: '0.1406' },
  { currency: 'EUR', rate: '0.1212' },
  { currency: 'JPY', rate: '21.37' },
  { currency: 'KRW', rate: '196.85' },
  { currency: 'GBP', rate: '0.1062' },
];

/** Stores the seed's rates for the day `now` falls on (UTC), unless that day has rates. */
export function seedRates(db: Kysely<Database>, now: Date): Promise<number> {
  return insertRatesOfDay(db, SEED_RATES, now.toISOString().slice(0, 10));
}

const noRates = () => new ApiError(503, 'No exchange rates are stored yet');

export async function transform(
  db: Kysely<Database>,
  query: { amount: number; to: Currency },
): Promise<WaihuiTransformResponse> {
  const row = await findLatestRate(db, query.to);
  if (!row) throw noRates();
  // The contract's conversion, the one the pages use with /open/waihui/rates: one rounding everywhere.
  const amountMinor = convertFromCny(query.amount, row.rate, query.to);
  if (!Number.isSafeInteger(amountMinor)) {
    throw new ApiError(400, `amount is too large to convert into ${query.to}`, {
      issues: [{ path: 'amount', message: `amount is too large to convert into ${query.to}` }],
    });
  }
  return { amount_minor: amountMinor, currency: query.to, rate: row.rate, rate_date: row.rate_date };
}

export async function latestRates(db: Kysely<Database>): Promise<WaihuiRatesResponse> {
  const rows = await findLatestRates(db);
  const first = rows[0];
  if (!first) throw noRates();
  const rates = Object.fromEntries(
    rows
      .filter((row) => (CURRENCIES as readonly string[]).includes(row.currency))
      .map((row) => [row.currency, row.rate]),
  ) as Record<Currency, string>;
  return { base: 'CNY', rate_date: first.rate_date, rates };
}
