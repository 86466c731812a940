import {
  COOKIE_MAX_AGE_DAYS,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY_OF_LANG,
  type WaihuiRatesResponse,
} from '@hanyu/contract';
import { renderScoped } from '@hanyu/event-bus';
import { cookieFromHeader, readCookie, writeCookie } from '@hanyu/sdk';
import { useLang } from '@hanyu/ui';
import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { api } from '../../api.ts';

/** The cookie holding the display currency the visitor picked. */
export const CURRENCY_COOKIE = 'currency';

const listeners = new Set<() => void>();

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function chosenCurrency(): Currency | null {
  const value = readCookie(CURRENCY_COOKIE);
  return isCurrency(value) ? value : null;
}

/**
 * What prices read beside the page: the visitor's pick as the request being rendered on the server carried it
 * (its cookie header), and the rates asked once. The page's, or a server render's own (renders of different
 * visitors run side by side).
 */
const pageState = renderScoped(
  'public-display-currency',
  (): { serverChoice: Currency | null; rates: Promise<WaihuiRatesResponse | null> | null } => ({
    serverChoice: null,
    rates: null,
  }),
);

/** For a server render: the currency cookie of the request. */
export function renderForCookies(cookieHeader: string | null): void {
  const value = cookieFromHeader(cookieHeader, CURRENCY_COOKIE);
  pageState().serverChoice = isCurrency(value) ? value : null;
}

/** The currency prices are shown in: the visitor's pick (cookie), else the page language's default. */
export function useDisplayCurrency(): Currency {
  const lang = useLang();
  const chosen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chosenCurrency,
    () => pageState().serverChoice,
  );
  return chosen ?? DEFAULT_CURRENCY_OF_LANG[lang];
}

/** Remembers the visitor's display currency for 30 days (SPEC §9) and re-renders every price. */
export function chooseDisplayCurrency(currency: Currency): void {
  writeCookie(CURRENCY_COOKIE, currency, { maxAgeSeconds: COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 });
  for (const listener of listeners) listener();
}

/** The sdk passes responses through as sent; rates are only used when they look like rates. */
function isRates(value: unknown): value is WaihuiRatesResponse {
  if (!value || typeof value !== 'object') return false;
  const { rate_date, rates } = value as Partial<WaihuiRatesResponse>;
  return (
    typeof rate_date === 'string' &&
    !!rates &&
    typeof rates === 'object' &&
    Object.values(rates).every((rate) => typeof rate === 'string')
  );
}

/**
 * The display rates, fetched once per page session and shared by every price on every page. Quiet: a
 * failure only means prices are shown in CNY. Never rejects; null when the rates could not be had.
 */
export function loadRates(): Promise<WaihuiRatesResponse | null> {
  const state = pageState();
  state.rates ??= api.waihuiRates({}, { quiet: true }).then(
    (response) => (isRates(response) ? response : null),
    () => null,
  );
  return state.rates;
}

/** What a page showing prices gets from its loader beside its own data: the rates (null: CNY only). */
export interface WithRates {
  rates: WaihuiRatesResponse | null;
}

/**
 * The loader of a page showing prices, asking for the rates too (once per page session) beside its own calls:
 * its prices render converted from the first paint, on the server and when the browser hydrates that page.
 * The page's loader runs first: one that throws at once (a malformed id) asks for nothing.
 */
export function withRates<Args extends unknown[], Data extends object>(
  loader: (...args: Args) => Promise<Data>,
): (...args: Args) => Promise<Data & WithRates> {
  return async (...args) => {
    const page = loader(...args);
    const [data, rates] = await Promise.all([page, loadRates()]);
    return { ...data, rates };
  };
}

/** Forgets the fetched rates, so the next price asks again: for tests, and each server render (a server
 * process outlives a day's rates). */
export function forgetRates(): void {
  pageState().rates = null;
}

/** The display rates of the page's loader; null when there are none (CNY only). */
export function useRates(): WaihuiRatesResponse | null {
  const matches = useMatches();
  for (const match of matches) {
    const rates = (match.loaderData as Partial<WithRates> | undefined)?.rates;
    if (rates) return rates;
  }
  return null;
}
