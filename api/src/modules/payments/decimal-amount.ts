import { CURRENCY_MINOR_DIGITS, type Currency } from '@hanyu/contract';

/** Minor units as the decimal string gateways put on the wire: 1234 fen → "12.34", 500 yen → "500". */
export function toDecimalAmount(amountMinor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new Error(`amount must be a non-negative integer of minor units, got ${amountMinor}`);
  }
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The reverse, exact (no floating point); undefined for anything but a plain non-negative decimal. */
export function fromDecimalAmount(value: unknown, currency: Currency): number | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return undefined;
  const amount = Number(match[1] + fraction.slice(0, digits).padEnd(digits, '0'));
  return Number.isSafeInteger(amount) ? amount : undefined;
}
