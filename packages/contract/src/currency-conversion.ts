import { CURRENCY_MINOR_DIGITS, type Currency } from './catalogue-enums.ts';

/**
 * The one conversion of CNY prices into a display or charge currency, used by the API's
 * /open/waihui/transform (and the top-ups it charges abroad) and by the pages that convert with
 * /open/waihui/rates, so a price reads the same wherever it is computed (docs/decisions.md).
 *
 * Integer CNY minor units (fen) into minor units of `to`, with the rate a decimal string of `to` units per
 * one CNY, as the rates table stores it: round_half_up(minorCny / 100 × rate × 10^digits(to)), in exact
 * integer arithmetic (binary floats would make 10 × 0.1405 USD 140.49… cents).
 * `convertFromCny(9800, '0.1408', 'USD')` → 1380 (US$13.80), `convertFromCny(9800, '21.35', 'JPY')` → 2092.
 * The answer can exceed Number.MAX_SAFE_INTEGER for huge amounts; callers that send it check.
 */
export function convertFromCny(minorCny: number, rate: string, to: Currency): number {
  if (!Number.isSafeInteger(minorCny) || minorCny < 0)
    throw new RangeError(`not an amount of minor units: ${minorCny}`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a decimal rate: ${rate}`);
  const fraction = match[2] ?? '';
  const rateUnits = BigInt(`${match[1]}${fraction}`);
  const numerator = BigInt(minorCny) * rateUnits * 10n ** BigInt(CURRENCY_MINOR_DIGITS[to]);
  const denominator = 10n ** BigInt(CURRENCY_MINOR_DIGITS.CNY + fraction.length);
  const quotient = numerator / denominator;
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return Number(rounded);
}
