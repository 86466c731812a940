import { isSafeNumber, parse } from 'lossless-json';

/** Parses JSON keeping integers beyond 2^53 as strings, so ids are never silently rounded (SPEC §7). */
export function parseJsonLossless(text: string): unknown {
  if (text === '') return undefined;
  return parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}
