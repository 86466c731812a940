import {
  type Balance,
  ERROR_CODES,
  rechargeGiftYuan,
  sameSitePath,
  TOP_UP_GATEWAYS,
  TOP_UP_MAX_YUAN,
  TOP_UP_MIN_YUAN,
  type TopUpBody,
  type TopUpGateway,
} from '@hanyu/contract';
import { announceBalance, isApiError } from '@hanyu/sdk';
import { Button, Container, currencySymbol, useLang } from '@hanyu/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { AttemptKeys } from '../money/attempt-key.ts';
import {
  gatewayNavigation,
  rememberReturnPath,
  rememberSandbox,
  useSandboxSeen,
} from '../money/gateway-trip.ts';
import { useMoney, useYuan } from '../money/use-money.ts';
import { GiftTiers } from './gift-tiers.tsx';
import { nextGiftTier, parseTopUpAmount, payerDevice, QUICK_AMOUNTS_YUAN } from './top-up-amount.ts';
import styles from './top-up-page.module.css';

export interface TopUpData {
  /** The balance before topping up; null when it could not be read (the page works without it). */
  balance: Balance | null;
}

/**
 * The learner's balance, read before the page renders. The one loader of this remote that does not throw: a
 * top-up needs no balance, so the page says it could not be read and the form still works (on the server the
 * failed call gives the render up all the same, and the browser asks again).
 */
export async function topUpLoader(_args: LoaderFunctionArgs): Promise<TopUpData> {
  try {
    return { balance: await api.balance({}, { quiet: true }) };
  } catch {
    return { balance: null };
  }
}

type Submission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'leaving'; sandbox: boolean }
  | { status: 'failed'; reason: 'failed' | 'gatewayDown' };

/** An amount in the URL (`?amount=`, e.g. the missing part of a checkout) pre-fills the field. */
const amountFromUrl = (value: string | null) => (value && /^[0-9]{1,6}$/.test(value) ? value : '');

/**
 * top-up[?amount=N&return=PATH] (SPEC §5): tops the balance up through a gateway. The payer leaves for
 * the gateway's page; `return` is remembered for the redirect page's "Continue".
 */
export function TopUpPage() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const yuan = useYuan();
  const [search] = useSearchParams();
  const returnPath = sameSitePath(search.get('return'));
  const [amountText, setAmountText] = useState(() => amountFromUrl(search.get('amount')));
  const [showAmountError, setShowAmountError] = useState(false);
  const [gateway, setGateway] = useState<TopUpGateway>(TOP_UP_GATEWAYS[0]);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const [attemptKeys] = useState(() => new AttemptKeys());
  const amountRef = useRef<HTMLInputElement>(null);
  const amountId = useId();
  const hintId = useId();
  const errorId = useId();

  const parsed = parseTopUpAmount(amountText);
  const amountError = showAmountError && 'error' in parsed ? parsed.error : undefined;
  const busy = submission.status === 'sending' || submission.status === 'leaving';
  const seen = useSandboxSeen();
  const sandbox = (submission.status === 'leaving' && submission.sandbox) || seen;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ('error' in parsed) {
      setShowAmountError(true);
      amountRef.current?.focus();
      return;
    }
    const body: TopUpBody = { amount: parsed.yuan, gateway, device: payerDevice(), language: lang };
    // A retry of the same top-up (double submit, an error on the way back) reuses its key.
    const idempotencyKey = attemptKeys.keyFor(body);
    setSubmission({ status: 'sending' });
    try {
      const created = await api.createTopUp({ body }, { idempotencyKey });
      rememberSandbox(created.sandbox);
      rememberReturnPath(created.id, returnPath);
      setSubmission({ status: 'leaving', sandbox: created.sandbox });
      gatewayNavigation.assign(created.redirect_url);
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.idempotencyKeyReused) attemptKeys.forget();
      const gatewayDown = !isApiError(error) || error.status === 0 || error.status >= 500;
      setSubmission({ status: 'failed', reason: gatewayDown ? 'gatewayDown' : 'failed' });
    }
  }

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('topUp.heading')}</h1>
        <p className={styles.lead}>{t('topUp.lead')}</p>
      </header>
      <div className={styles.columns}>
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          <CurrentBalance />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={amountId}>
              {t('topUp.amount')}
            </label>
            <div className={styles.amountBox}>
              <span className={styles.currency} aria-hidden="true">
                {currencySymbol('CNY', lang)}
              </span>
              <input
                ref={amountRef}
                id={amountId}
                className={styles.amountInput}
                value={amountText}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${errorId} ${hintId}` : hintId}
                disabled={busy}
                onChange={(event) => setAmountText(event.target.value)}
                onBlur={() => setShowAmountError(amountText.trim() !== '')}
              />
            </div>
            {amountError && (
              <p id={errorId} className={styles.fieldError}>
                {t(`topUp.errors.${amountError}`, { min: yuan(TOP_UP_MIN_YUAN), max: yuan(TOP_UP_MAX_YUAN) })}
              </p>
            )}
            <p id={hintId} className={styles.hint}>
              {t('topUp.amountHint', { min: yuan(TOP_UP_MIN_YUAN), max: yuan(TOP_UP_MAX_YUAN) })}
            </p>
          </div>
          <fieldset className={styles.quick} disabled={busy}>
            <legend className={styles.label}>{t('topUp.quickAmounts')}</legend>
            {QUICK_AMOUNTS_YUAN.map((quick) => (
              <button
                key={quick}
                type="button"
                className={styles.chip}
                aria-pressed={'yuan' in parsed && parsed.yuan === quick}
                onClick={() => {
                  setAmountText(String(quick));
                  setShowAmountError(false);
                }}
              >
                {yuan(quick)}
              </button>
            ))}
          </fieldset>
          <GiftHint yuan={'yuan' in parsed ? parsed.yuan : undefined} />
          <fieldset className={styles.gateways} disabled={busy}>
            <legend className={styles.label}>{t('topUp.gatewayLegend')}</legend>
            {sandbox && <p className={styles.sandbox}>{t('topUp.sandbox')}</p>}
            {TOP_UP_GATEWAYS.map((option) => (
              <label key={option} className={styles.gateway}>
                <input
                  type="radio"
                  name="gateway"
                  value={option}
                  checked={gateway === option}
                  onChange={() => setGateway(option)}
                />
                <span className={styles.gatewayText}>
                  <span className={styles.gatewayName}>{t(`gateways.${option}`)}</span>
                  <span className={styles.gatewayNote}>{t(`topUp.gatewayNotes.${option}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.messages} aria-live="assertive">
            {submission.status === 'failed' && (
              <p className={styles.formError}>{t(`topUp.${submission.reason}`)}</p>
            )}
          </div>
          <Button type="submit" size="large" className={styles.submit} disabled={busy}>
            {busy
              ? t('topUp.submitting', { gateway: t(`gateways.${gateway}`) })
              : 'yuan' in parsed
                ? t('topUp.submit', { amount: yuan(parsed.yuan) })
                : t('title.topUp')}
          </Button>
        </form>
        <GiftTiers reached={'yuan' in parsed ? rechargeGiftYuan(parsed.yuan) : 0} />
      </div>
    </Container>
  );
}

/** The balance before topping up (the loader's), announced to the header once the page runs. */
function CurrentBalance() {
  const { t } = useTranslation('booking');
  const money = useMoney();
  const { balance } = useLoaderData<TopUpData>();
  useEffect(() => {
    if (balance) announceBalance(balance);
  }, [balance]);
  return (
    <div className={styles.balance} aria-live="polite">
      <span className={styles.balanceLabel}>{t('topUp.currentBalance')}</span>
      <span className={styles.balanceValue}>
        {balance ? money(balance.balance_minor, balance.currency) : t('topUp.balanceUnavailable')}
      </span>
    </div>
  );
}

/** The gift the amount brings, or how much more brings one (RECHARGE_GIFT_TIERS). */
function GiftHint({ yuan: amount }: { yuan: number | undefined }) {
  const { t } = useTranslation('booking');
  const yuan = useYuan();
  const gift = amount === undefined ? 0 : rechargeGiftYuan(amount);
  const next = nextGiftTier(amount ?? 0);
  return (
    <p className={gift > 0 ? styles.giftReached : styles.giftNext} aria-live="polite">
      {gift > 0
        ? t('topUp.giftReached', { gift: yuan(gift) })
        : next
          ? t('topUp.giftNext', { threshold: yuan(next.minYuan), gift: yuan(next.giftYuan) })
          : ''}
    </p>
  );
}
