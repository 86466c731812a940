import { COOKIES, type OrderCalculation } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { readCookie, writeCookie } from '@hanyu/sdk';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, CALCULATION, ORDER, PAID_ORDER } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fake API answering by `METHOD /path`; what is not listed fails the test loudly. */
function serve(handlers: Record<string, Handler>) {
  return mockApi((call) => {
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}

const calculated = (fields: Partial<OrderCalculation> = {}) =>
  apiResponse({ response: { ...CALCULATION, ...fields } });
const calculations = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/user/order/calculate');

afterEach(() => {
  jest.restoreAllMocks();
  writeCookie(COOKIES.coupon, '', { maxAgeSeconds: 0 });
});

describe('checkout', () => {
  it('shows what is bought and its price, asked quietly in the page language', async () => {
    const pendingCounts: number[] = [];
    const off = bus.on('requests:pending', ({ count }) => pendingCounts.push(count));
    const calls = serve({ 'POST /user/order/calculate': () => calculated() });
    await renderRoute('/en/checkout?sku=7');

    expect(await screen.findByText('Everyday Mandarin')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('One-on-one live lessons')).toBeTruthy();
    expect(screen.getByText('Lessons: 10 × 50 min')).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe('CN¥198');
    expect(summary.getByText('Your balance').nextElementSibling?.textContent).toBe('CN¥500');
    expect(calls[0]?.body).toEqual({ sku_id: 7, quantity: 1, language: 'en' });
    expect(pendingCounts).toEqual([]);
    off();
  });

  it('asks again when the coupon changes, pre-filled from the remembered cookie', async () => {
    writeCookie(COOKIES.coupon, 'WELCOME', { maxAgeSeconds: 60 });
    const calls = serve({
      'POST /user/order/calculate': (call) => {
        const code = (call.body as { coupon_code?: string }).coupon_code;
        if (code === 'SPRING20') {
          return calculated({
            coupon: {
              code,
              valid: true,
              discount_minor: 2_000,
              message: null,
              error_code: null,
              message_value: null,
            },
            discount_minor: 2_000,
            total_minor: 17_800,
          });
        }
        return calculated({
          coupon: {
            code: code ?? '',
            valid: false,
            discount_minor: 0,
            message: 'x',
            error_code: 20112,
            message_value: null,
          },
        });
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/checkout?sku=7');
    const field = await screen.findByLabelText('Coupon code');
    expect((field as HTMLInputElement).value).toBe('WELCOME');
    expect(await screen.findByText('The coupon is not valid for this course or does not exist')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'SPRING20');
    expect(await screen.findByText('Coupon SPRING20 applied: CN¥20 off')).toBeTruthy();
    expect(screen.getByText('Coupon discount').nextElementSibling?.textContent).toBe('−CN¥20');
    expect(screen.getByRole('button', { name: 'Pay CN¥178' })).toHaveProperty('disabled', false);
    // Typing is debounced: not one question per key.
    expect(calculations(calls).length).toBeLessThan(5);
    expect(calculations(calls).at(-1)?.body).toMatchObject({ coupon_code: 'SPRING20' });
  });

  it('keeps the answer to the latest quantity, whatever order the answers come in', async () => {
    let answerTwo: (() => void) | undefined;
    serve({
      'POST /user/order/calculate': (call) => {
        const quantity = (call.body as { quantity: number }).quantity;
        const answer = calculated({
          quantity,
          amount_minor: 19_800 * quantity,
          total_minor: 19_800 * quantity,
        });
        if (quantity !== 2) return answer;
        return new Promise((resolve) => {
          answerTwo = () => resolve(answer);
        });
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/checkout?sku=7');
    const more = await screen.findByRole('button', { name: 'One more' });
    await user.click(more);
    expect(await screen.findByText('Updating the price…')).toBeTruthy();
    await waitFor(() => expect(answerTwo).toBeDefined());
    await user.click(more);
    expect(await screen.findByRole('button', { name: 'Pay CN¥594' })).toBeTruthy();
    answerTwo?.();
    // The late answer for two is ignored: the price stays the one for three.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Pay CN¥594' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay CN¥396' })).toBeNull();
  });

  it('says the coupon’s failure with its value and does not pay with it', async () => {
    serve({
      'POST /user/order/calculate': () =>
        calculated({
          coupon: {
            code: 'BIG',
            valid: false,
            discount_minor: 0,
            message: 'x',
            error_code: 20113,
            message_value: 300,
          },
        }),
    });
    await renderRoute('/en/checkout?sku=7&coupon=BIG');
    expect(await screen.findByText('The coupon requires a minimum amount of CN¥300')).toBeTruthy();
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay CN¥198' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix or clear the coupon code to pay without it.')).toBeTruthy();
  });

  it('says the coupon’s failure in the page language', async () => {
    serve({
      'POST /user/order/calculate': () =>
        calculated({
          coupon: {
            code: 'TWICE',
            valid: false,
            discount_minor: 0,
            message: 'x',
            error_code: 20114,
            message_value: 2,
          },
        }),
    });
    await renderRoute('/ja/checkout?sku=7&coupon=TWICE');
    expect(await screen.findByText('このクーポンはお一人様 2 回までの利用上限に達しています')).toBeTruthy();
  });

  it('pays once per attempt: a retry sends the same idempotency key, then announces the balance', async () => {
    const balances: unknown[] = [];
    const off = bus.on('balance:changed', (payload) => balances.push(payload));
    let payAnswers = 0;
    const calls = serve({
      'POST /user/order/calculate': () => calculated(),
      'POST /user/order': () => apiResponse({ response: ORDER }),
      'POST /user/order/501/pay': () =>
        payAnswers++ === 0 ? apiError(500, 500) : apiResponse({ response: PAID_ORDER }),
      'GET /user/balance': () => apiResponse({ response: BALANCE }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/checkout?sku=7');
    await user.click(await screen.findByRole('button', { name: 'Pay CN¥198' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('The payment could not be completed. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(failure));

    await user.click(await screen.findByRole('button', { name: 'Pay CN¥198' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment complete' })).toBeTruthy();

    const creates = calls.filter((call) => call.path === '/user/order');
    const pays = calls.filter((call) => call.path === '/user/order/501/pay');
    expect(creates).toHaveLength(2);
    expect(pays).toHaveLength(2);
    const key = creates[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    for (const call of [...creates, ...pays]) expect(call.headers.get('idempotency-key')).toBe(key);
    expect(creates[0]?.body).toEqual({ sku_id: 7, quantity: 1, language: 'en' });
    expect(pays[0]?.body).toEqual({ payment_method: 'balance' });
    expect(pays[0]?.query.get('language')).toBe('en');
    await waitFor(() => expect(balances.at(-1)).toEqual({ balance_minor: 30_200, currency: 'CNY' }));
    off();
  });

  it('shows the paid order with the ways on, and forgets the used coupon', async () => {
    writeCookie(COOKIES.coupon, 'SPRING20', { maxAgeSeconds: 60 });
    const coupon = {
      code: 'SPRING20',
      valid: true,
      discount_minor: 2_000,
      message: null,
      error_code: null,
      message_value: null,
    };
    serve({
      'POST /user/order/calculate': () => calculated({ coupon, discount_minor: 2_000, total_minor: 17_800 }),
      'POST /user/order': () => apiResponse({ response: { ...ORDER, coupon_code: 'SPRING20' } }),
      'POST /user/order/501/pay': () =>
        apiResponse({
          response: { ...PAID_ORDER, coupon_code: 'SPRING20', discount_minor: 2_000, total_minor: 17_800 },
        }),
      'GET /user/balance': () => apiResponse({ response: BALANCE }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/checkout?sku=7');
    await user.click(await screen.findByRole('button', { name: 'Pay CN¥178' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment complete' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your order for Everyday Mandarin is paid: CN¥178.')).toBeTruthy();
    // Lesson time leads to booking it first (issue 24), then the orders and the course.
    const book = screen.getByRole('link', { name: 'Book a lesson' });
    expect(book.getAttribute('href')).toBe('/en/book?course=31');
    expect(book.className).toMatch(/primary/);
    expect(screen.getByText('Your lessons are ready to book: choose a time with your teacher.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe('/en/user/order');
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/en/i/31');
    expect(readCookie(COOKIES.coupon)).toBeUndefined();
  });

  it('offers to top up the missing amount, rounded up, and to come back', async () => {
    serve({
      'POST /user/order/calculate': () =>
        calculated({ quantity: 2, balance_minor: 38_366, missing_minor: 1_234 }),
    });
    await renderRoute('/en/checkout?sku=7&quantity=2');
    expect(await screen.findByText('Not enough balance, CN¥12.34 missing')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Top up the difference' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://site.test');
    expect(target.pathname).toBe('/en/top-up');
    expect(target.searchParams.get('amount')).toBe('13');
    expect(target.searchParams.get('return')).toBe('/en/checkout?sku=7&quantity=2');
    expect(screen.getByRole('button', { name: /^Pay/ })).toHaveProperty('disabled', true);
  });

  it('after a payment refused for the balance, says what is missing from the price asked again', async () => {
    let short = false;
    serve({
      'POST /user/order/calculate': () => (short ? calculated({ missing_minor: 5_000 }) : calculated()),
      'POST /user/order': () => apiResponse({ response: ORDER }),
      'POST /user/order/501/pay': () => {
        short = true;
        return apiError(20101, 409, 'Not enough balance, 50.00 yuan missing');
      },
    });
    const user = userEvent.setup();
    await renderRoute('/es/checkout?sku=7');
    await user.click(await screen.findByRole('button', { name: /^Pagar/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Saldo insuficiente, faltan 50\sCN¥/u);
    expect(screen.getByRole('link', { name: 'Recargar la diferencia' }).getAttribute('href')).toContain(
      'amount=50',
    );
  });

  it('tells a company-paid learner to contact the service centre, with no top-up', async () => {
    serve({
      'POST /user/order/calculate': () =>
        calculated({ company_paid: true, balance_minor: 1_000, missing_minor: 18_800 }),
    });
    await renderRoute('/en/checkout?sku=7');
    expect(
      await screen.findByText('Not enough company balance, please contact the service centre'),
    ).toBeTruthy();
    expect(screen.getByText('Company balance').nextElementSibling?.textContent).toBe('CN¥10');
    expect(screen.queryByRole('link', { name: 'Top up the difference' })).toBeNull();
  });

  it('shows the stock and the purchase limit', async () => {
    serve({
      'POST /user/order/calculate': () => calculated({ remaining: 3, purchase_limit: 5, purchased: 4 }),
    });
    await renderRoute('/en/checkout?sku=7');
    expect((await screen.findByText('Remaining courses')).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('5 per learner, 4 bought so far')).toBeTruthy();
    // One more is all the limit allows.
    expect(screen.getByRole('button', { name: 'One more' })).toHaveProperty('disabled', true);
  });

  it('says the purchase limit is reached before any payment, and offers no way to pay', async () => {
    const calls = serve({
      'POST /user/order/calculate': () =>
        calculated({
          purchase_limit: 1,
          purchased: 1,
          refusal: {
            error_code: 20104,
            message: 'The number of courses you have purchased exceeds the limit',
          },
        }),
    });
    await renderRoute('/ja/checkout?sku=7');
    expect(await screen.findByText('購入したコースの数が上限を超えています')).toBeTruthy();
    expect(screen.getByRole('button', { name: /を支払う$/ })).toHaveProperty('disabled', true);
    expect(calls.filter((call) => call.path === '/user/order')).toHaveLength(0);
  });

  it('buys one at a time what the API sells one at a time', async () => {
    const calls = serve({
      'POST /user/order/calculate': (call) =>
        (call.body as { quantity: number }).quantity > 1
          ? apiError(20110, 400)
          : calculated({ course_kind: 'video' }),
    });
    await renderRoute('/en/checkout?sku=7&quantity=3');
    expect(await screen.findByText('This course is bought one at a time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'One more' })).toBeNull();
    expect(calculations(calls).map((call) => (call.body as { quantity: number }).quantity)).toEqual([3, 1]);
  });

  it('has a way back to the courses when the URL names no item, without asking the API', async () => {
    const calls = serve({});
    await renderRoute('/en/checkout?sku=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course cannot be bought here' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'One-on-one live lessons' }).getAttribute('href')).toBe(
      '/en/live',
    );
    expect(screen.getByRole('link', { name: 'Video course' }).getAttribute('href')).toBe('/en/video');
    expect(calls).toHaveLength(0);
  });

  it('says an unknown item cannot be bought', async () => {
    serve({ 'POST /user/order/calculate': () => apiError(404, 404) });
    await renderRoute('/ko/checkout?sku=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '이 강좌는 여기에서 구매할 수 없습니다' }),
    ).toBeTruthy();
  });

  it('asks the price in its loader, with the coupon the request’s cookie remembers (the server’s case)', async () => {
    const { checkoutLoader } = await import('./checkout-loader.ts');
    const calls = serve({ 'POST /user/order/calculate': () => calculated() });
    const request = new Request('http://site.test/en/checkout?sku=7&quantity=2', {
      headers: { cookie: `token=t; ${COOKIES.coupon}=SPRING20` },
    });
    const loaded = await checkoutLoader({ request, params: { lang: 'en' }, context: {} } as never);
    expect(loaded).toMatchObject({
      status: 'ready',
      draft: { skuId: 7, quantity: 2, couponCode: 'SPRING20' },
    });
    expect(calls[0]?.body).toEqual({ sku_id: 7, quantity: 2, coupon_code: 'SPRING20', language: 'en' });
  });

  it('answers an unknown or malformed item with a 404, for the page’s own panel', async () => {
    const { checkoutLoader } = await import('./checkout-loader.ts');
    serve({ 'POST /user/order/calculate': () => apiError(404, 404) });
    for (const url of ['http://site.test/en/checkout?sku=999', 'http://site.test/en/checkout']) {
      const thrown = await checkoutLoader({
        request: new Request(url),
        params: { lang: 'en' },
        context: {},
      } as never).catch((error: unknown) => error);
      // Thrown as `data(null, { status: 404 })`, which react-router answers as a 404 response.
      expect((thrown as { init?: ResponseInit } | undefined)?.init?.status).toBe(404);
    }
  });

  it('offers a retry when the price cannot be had', async () => {
    let fail = true;
    serve({ 'POST /user/order/calculate': () => (fail ? apiError(500, 500) : calculated()) });
    const user = userEvent.setup();
    await renderRoute('/en/checkout?sku=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Everyday Mandarin')).toBeTruthy();
  });
});
