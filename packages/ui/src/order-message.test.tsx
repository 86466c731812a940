import { ERROR_CODES, ORDER_MESSAGES } from '@hanyu/contract';
import { setLanguage } from '@hanyu/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type OrderMessage, orderCodeMessage, useOrderMessage } from './order-message.ts';

/** The page's path while a hook renders: a route under its language. */
let pagePath = '/en/checkout';

function OnPage({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[pagePath]}>
      <Routes>
        <Route path="/:lang/*" element={children} />
      </Routes>
    </MemoryRouter>
  );
}

/** The `say` of useOrderMessage on a page in `lang`. */
async function sayerIn(lang: 'en' | 'zh-cn'): Promise<(message: OrderMessage) => string> {
  await setLanguage(lang);
  pagePath = `/${lang}/checkout`;
  return renderHook(() => useOrderMessage(), { wrapper: OnPage }).result.current;
}

describe('order messages', () => {
  it('names a message for every order code of the contract', () => {
    const orderCodes = Object.values(ERROR_CODES).filter((code) => code >= 20101 && code <= 20117);
    expect(orderCodes).toHaveLength(17);
    for (const code of orderCodes) {
      const message = orderCodeMessage(code, 3, 'server words');
      expect('key' in message && message.key in ORDER_MESSAGES).toBe(true);
    }
    expect(orderCodeMessage(ERROR_CODES.classFull, null, '')).toEqual({ key: 'classFull' });
  });

  it('says the server’s words for a templated message whose value is unknown, the fallback for another code', () => {
    expect(orderCodeMessage(ERROR_CODES.couponUseLimit, null, 'limit of 2')).toEqual({
      serverText: 'limit of 2',
    });
    expect(orderCodeMessage(ERROR_CODES.couponMinimumAmount, 300, 'x')).toEqual({
      key: 'couponMinimumAmount',
      value: 300,
    });
    expect(orderCodeMessage(404, null, 'Not found')).toEqual({ key: 'payFailed' });
    expect(orderCodeMessage(404, null, 'Not found', 'cancelFailed')).toEqual({ key: 'cancelFailed' });
  });

  it('says a message in the page language, amounts of yuan written as prices are', async () => {
    const say = await sayerIn('en');
    expect(say({ key: 'notEnoughBalance', value: '12.34' })).toBe('Not enough balance, CN¥12.34 missing');
    expect(say({ key: 'couponMinimumAmount', value: 300 })).toBe(
      'The coupon requires a minimum amount of CN¥300',
    );
    expect(say({ key: 'couponUseLimit', value: 2 })).toBe(
      'The coupon has reached its per-user use limit of 2',
    );
    expect(say({ key: 'cancelFailed' })).toBe('The order could not be cancelled. Please try again.');
    expect(say({ serverText: 'server words' })).toBe('server words');
    const sayZh = await sayerIn('zh-cn');
    expect(sayZh({ key: 'notEnoughBalance', value: '12.34' })).toBe('余额不足，还差 ¥12.34');
  });
});
