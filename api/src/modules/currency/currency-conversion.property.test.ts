// CNY prices are converted by one function, the contract's convertFromCny: the API's /open/waihui/transform
// (and the top-ups charged abroad) and the pages converting with /open/waihui/rates. These properties keep it
// so: it rounds exactly as PostgreSQL's round() on numeric did when the API converted in SQL, and the API's
// answer is what a page computes from the rates the API sends. Fixed seed, so a failure reproduces.
import { CURRENCIES, CURRENCY_MINOR_DIGITS, convertFromCny, WaihuiRatesResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import * as v from 'valibot';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';

const SEED = 20261127;
const RUNS = 60;

/** Amounts the API accepts (fen, below 10^15), small ones often, with exact halves among them. */
const amount = fc.oneof(
  fc.nat({ max: 10_000 }),
  fc.nat({ max: 100_000_000 }),
  fc.integer({ min: 0, max: 999_999_999_999_999 }),
);

/** Rates as PostgreSQL writes a numeric: digits, optionally a fraction; halves at many scales among them. */
const rate = fc.oneof(
  fc.constantFrom('0.5', '0.125', '0.1405', '1.15', '21.37', '196.85', '0.005', '1'),
  fc
    .tuple(fc.nat({ max: 2_000 }), fc.stringMatching(/^[0-9]{0,10}$/))
    .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)))
    .filter((text) => /[1-9]/.test(text)),
);

const currency = fc.constantFrom(...CURRENCIES);

describe.each(testDatabases())('CNY conversion on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('rounds as round() on numeric does: half up, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(amount, rate, currency, async (minor, rateText, to) => {
        const scale = 10 ** CURRENCY_MINOR_DIGITS[to];
        const { rows } = await sql<{ amount_minor: string }>`
          select round(${String(minor)}::numeric * ${rateText}::numeric * ${String(scale)}::numeric / 100)::text
            as amount_minor`.execute(t.db);
        expect(convertFromCny(minor, rateText, to)).toBe(Number(rows[0]?.amount_minor));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('answers /open/waihui/transform with what a page computes from /open/waihui/rates', async () => {
    const stored = [
      ['CNY', '1'],
      ['USD', '0.1405'],
      ['EUR', '0.125'],
      ['JPY', '21.37'],
      ['KRW', '196.85'],
      ['GBP', '0.10625'],
    ] as const;
    await t.db
      .insertInto('exchange_rates')
      .values(stored.map(([code, value]) => ({ currency: code, rate: value, rate_date: '2026-11-27' })))
      .execute();
    const ratesAnswer = await t.app.inject({ method: 'GET', url: '/api/open/waihui/rates' });
    const { rates } = v.parse(WaihuiRatesResponse, ratesAnswer.json().response);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.nat({ max: 100_000 }), fc.integer({ min: 0, max: 999_999_999_999 })),
        currency,
        async (minor, to) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/open/waihui/transform?amount=${minor}&to=${to}`,
          });
          const rateText = rates[to];
          if (rateText === undefined) throw new Error(`/open/waihui/rates sent no rate of ${to}`);
          expect(res.statusCode).toBe(200);
          expect(res.json().response.amount_minor).toBe(convertFromCny(minor, rateText, to));
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
