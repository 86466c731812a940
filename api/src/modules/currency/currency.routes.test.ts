import { WaihuiRatesResponse, WaihuiTransformResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { SEED_RATES, seedRates } from './currency.service.ts';

describe.each(testDatabases())('exchange rates on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
  const transform = async (query: string) => {
    const res = await get(`/open/waihui/transform?${query}`);
    expect(res.statusCode).toBe(200);
    return v.parse(WaihuiTransformResponse, res.json().response);
  };

  it('is a 503 before any rate is stored', async () => {
    const res = await get('/open/waihui/rates');
    expect(res.statusCode).toBe(503);
    expect((await get('/open/waihui/transform?amount=100&to=USD')).statusCode).toBe(503);
  });

  it('serves the seeded rates of the day', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(await seedRates(t.db, now)).toBe(SEED_RATES.length);
    // A second load the same day keeps that day's rates.
    expect(await seedRates(t.db, now)).toBe(0);
    const res = await get('/open/waihui/rates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(v.parse(WaihuiRatesResponse, res.json().response)).toEqual({
      base: 'CNY',
      rate_date: '2026-11-20',
      rates: Object.fromEntries(SEED_RATES.map((rate) => [rate.currency, rate.rate])),
    });
  });

  it('uses the newest day’s rates', async () => {
    await t.db
      .insertInto('exchange_rates')
      .values(
        [
          ['CNY', '1'],
          ['USD', '0.1405'],
          ['EUR', '0.125'],
          ['JPY', '21.37'],
          ['KRW', '196.85'],
          ['GBP', '0.1'],
        ].map(([currency, rate]) => ({
          currency: currency as 'CNY',
          rate: rate as string,
          rate_date: '2026-11-21',
        })),
      )
      .execute();
    const body = v.parse(WaihuiRatesResponse, (await get('/open/waihui/rates')).json().response);
    expect(body.rate_date).toBe('2026-11-21');
    expect(body.rates.USD).toBe('0.1405');
  });

  it.each([
    // 10 CNY × 0.1405 = 1.405 USD: 140.5 cents, half up to 141 (binary floats make it 140.49…).
    ['amount=1000&to=USD', 141, 'USD', '0.1405'],
    // 123.45 CNY × 21.37 = 2638.1265 JPY, which has no minor unit.
    ['amount=12345&to=JPY', 2638, 'JPY', '21.37'],
    // 0.01 CNY × 196.85 = 1.9685 KRW → 2.
    ['amount=1&to=KRW', 2, 'KRW', '196.85'],
    // 0.04 CNY × 0.125 = 0.005 EUR: half a cent, up to 1.
    ['amount=4&to=EUR', 1, 'EUR', '0.125'],
    ['amount=3&to=EUR', 0, 'EUR', '0.125'],
    ['amount=0&to=GBP', 0, 'GBP', '0.1'],
    ['amount=12345&from=CNY&to=CNY', 12345, 'CNY', '1'],
    // 9 999 999 999 999.99 CNY × 196.85, exactly.
    ['amount=999999999999999&to=KRW', 1_968_499_999_999_998, 'KRW', '196.85'],
  ])('%s → %i %s', async (query, amountMinor, currency, rate) => {
    expect(await transform(query as string)).toEqual({
      amount_minor: amountMinor,
      currency,
      rate,
      rate_date: '2026-11-21',
    });
  });

  it.each([
    'to=USD',
    'amount=-1&to=USD',
    'amount=1.5&to=USD',
    'amount=abc&to=USD',
    'amount=01&to=USD',
    'amount=1000000000000000&to=USD',
    'amount=100&to=XYZ',
    'amount=100',
    'amount=100&from=USD&to=CNY',
  ])('%s is a 400', async (query) => {
    const res = await get(`/open/waihui/transform?${query}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorJson).error.code).toBe(400);
  });
});
