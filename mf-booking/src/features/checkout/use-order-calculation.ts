import { ERROR_CODES, type OrderBody, type OrderCalculation } from '@hanyu/contract';
import { announceBalance, isApiError } from '@hanyu/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api.ts';

/** How long the page waits after a change of quantity or coupon before asking for the price again. */
export const CALCULATION_DEBOUNCE_MS = 400;

export type CalculationResult =
  | { status: 'ready'; calculation: OrderCalculation }
  /** The item does not exist or is not for sale (404, 422): nothing to retry. */
  | { status: 'unavailable' }
  /** No answer; the last good calculation, if any, is kept to show beside the retry. */
  | { status: 'failed'; previous: OrderCalculation | undefined };

export type Answer =
  | { status: 'ready'; calculation: OrderCalculation }
  | { status: 'unavailable' }
  | { status: 'singleQuantity' }
  | { status: 'failed'; error: unknown };

/**
 * The price of `body`. Quiet (SPEC §7): it runs behind the form, so no loading bar; the page shows its own
 * pending state. The loader throws an unknown item's 404 (`notFound: 'throw'`), for the page's 404.
 */
export async function ask(body: OrderBody, { notFound = 'answer' } = {}): Promise<Answer> {
  try {
    return { status: 'ready', calculation: await api.calculateOrder({ body }, { quiet: true }) };
  } catch (error) {
    if (!isApiError(error)) return { status: 'failed', error };
    if (error.code === ERROR_CODES.singleQuantity && Number(body.quantity ?? 1) > 1)
      return { status: 'singleQuantity' };
    if (error.status === 404 && notFound === 'throw') throw error;
    // Gone, or a video course whose lessons are not all there yet (issue 24): nothing to pay for.
    if (error.status === 404 || error.status === 422 || error.code === ERROR_CODES.courseNotForSale)
      return { status: 'unavailable' };
    return { status: 'failed', error };
  }
}

const lastGood = (result: CalculationResult) =>
  result.status === 'ready' ? result.calculation : result.status === 'failed' ? result.previous : undefined;

/**
 * The price of `body`, starting from `initial` (the loader's answer for the body the page opened with), asked
 * again, debounced, whenever the body changes. Only the answer to the latest question is kept: a slow answer to
 * an earlier quantity never overwrites a newer one. `pending` is true from a change until its answer, so
 * nothing is paid on an outdated price. `onSingleQuantity` hears that the item is bought one at a time
 * (SPEC §5); the page then asks for one.
 */
export function useOrderCalculation(
  body: OrderBody,
  initial: OrderCalculation,
  onSingleQuantity: () => void,
) {
  const [result, setResult] = useState<CalculationResult>({ status: 'ready', calculation: initial });
  const [pending, setPending] = useState(false);
  const latestQuestion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const opened = useRef(false);

  // The header hears the balance the loader read (an effect: the bus is the page's, after hydration).
  useEffect(() => {
    if (!initial.company_paid) announceBalance(initial);
  }, [initial]);

  const calculate = useCallback(
    async (question: number): Promise<OrderCalculation | undefined> => {
      const answer = await ask(body);
      if (question !== latestQuestion.current) return undefined;
      if (answer.status === 'singleQuantity') {
        onSingleQuantity();
        return undefined;
      }
      if (answer.status === 'ready' && !answer.calculation.company_paid) announceBalance(answer.calculation);
      setResult((previous) =>
        answer.status === 'failed' ? { status: 'failed', previous: lastGood(previous) } : answer,
      );
      setPending(false);
      return answer.status === 'ready' ? answer.calculation : undefined;
    },
    [body, onSingleQuantity],
  );

  /** Asks now, skipping the debounce: a retry, an applied coupon, the price after a failed payment. */
  const refresh = useCallback((): Promise<OrderCalculation | undefined> => {
    clearTimeout(timer.current);
    setPending(true);
    return calculate(++latestQuestion.current);
  }, [calculate]);

  useEffect(() => {
    // The body the page opened with is the loader's question, already answered.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // From now on an answer to an earlier question is stale.
    const question = ++latestQuestion.current;
    setPending(true);
    timer.current = setTimeout(() => void calculate(question), CALCULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [calculate]);

  return { result, pending, refresh };
}
