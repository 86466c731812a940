import { LINK_ERROR_CODES, type LinkRefusal } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';

const REASON_OF_CODE = new Map<number, LinkRefusal>(
  (Object.entries(LINK_ERROR_CODES) as Array<[LinkRefusal, number]>).map(([reason, code]) => [code, reason]),
);

/** The refusal a code stands for (SPEC §5 and WeChat's), or undefined for any other failure. */
export function linkRefusalOf(code: number | undefined): LinkRefusal | undefined {
  return code === undefined ? undefined : REASON_OF_CODE.get(code);
}

/**
 * Why an action failed, as a key of `linked.refusals`: 'tooMany' past the look-up limit, else 'failed' (the
 * network, the server, a stale page).
 */
export function failureKey(error: unknown): LinkRefusal | 'invalidEmail' | 'tooMany' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.status === 422) return 'invalidEmail';
  if (error.status === 429) return 'tooMany';
  return linkRefusalOf(error.code) ?? 'failed';
}
