import type { Balance, TopUp, TopUpGateway } from '@hanyu/contract';
import { announceBalance, refreshBalance } from '@hanyu/sdk';
import { Button, buttonClassName, Container, Spinner, useLang } from '@hanyu/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { api } from '../../api.ts';
import { rememberSandbox, useReturnPath } from '../money/gateway-trip.ts';
import { useMoney, useYuan } from '../money/use-money.ts';
import { OutcomePanel } from '../page-frame/page-states.tsx';
import styles from './payment-return-page.module.css';
import { checkTopUp, pollDelays, type WaitOutcome, waitForTopUp } from './top-up-wait.ts';

const POLL_DELAYS = pollDelays();

type Phase =
  | { status: 'checking' }
  | Exclude<WaitOutcome, { status: 'paid' }>
  | { status: 'paid'; topUp: TopUp };

export interface PaymentReturnData {
  /** The top-up in the URL (`?top_up=`), when valid. */
  id: number | undefined;
  /** The first check's outcome: the page checks on while it is 'checking'. */
  phase: Phase;
  /** The top-up as the API showed it, when it did. */
  topUp: TopUp | undefined;
  /** The balance after a top-up found paid. */
  balance: Balance | undefined;
}

const topUpIdFrom = (value: string | null) =>
  value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;

const loadTopUp = (id: number) => () => api.topUp({ params: { id } }, { quiet: true });

/**
 * The payment's first state, checked before the page renders: paid (with the balance now), failed, or still
 * being checked, which the page goes on checking as it arrives. A missing or invalid `top_up` is a failure
 * without a call; a check without an answer is still "checking" (the page asks again), never an error.
 */
export function paymentReturnLoader(gateway: TopUpGateway) {
  return async ({ request }: LoaderFunctionArgs): Promise<PaymentReturnData> => {
    const id = topUpIdFrom(new URL(request.url).searchParams.get('top_up'));
    if (id === undefined) return { id, phase: { status: 'failed' }, topUp: undefined, balance: undefined };
    const { status, topUp } = await checkTopUp(loadTopUp(id), gateway);
    if (status === 'paid' && topUp) {
      const balance = await api.balance({}, { quiet: true }).catch(() => undefined);
      return { id, phase: { status: 'paid', topUp }, topUp, balance };
    }
    return { id, phase: { status: status === 'failed' ? 'failed' : 'checking' }, topUp, balance: undefined };
  };
}

/**
 * redirect/{gateway}?top_up={id} (SPEC §2, §8): where a gateway sends the payer back. The loader made the first
 * check; the page checks on until the gateway's word arrives: paid (the balance is read again), failed, or,
 * after about a minute, the fallback that checks again on a click. Gateways append their own parameters; only
 * `top_up` is read.
 */
export function PaymentReturnPage({ gateway }: { gateway: TopUpGateway }) {
  const loaded = useLoaderData<PaymentReturnData>();
  // Another top-up in the URL is another wait.
  const { search } = useLocation();
  return <PaymentReturn key={search} gateway={gateway} loaded={loaded} />;
}

function PaymentReturn({ gateway, loaded }: { gateway: TopUpGateway; loaded: PaymentReturnData }) {
  const { t } = useTranslation('booking');
  const yuan = useYuan();
  const { id } = loaded;
  const [phase, setPhase] = useState<Phase>(loaded.phase);
  const [topUp, setTopUp] = useState<TopUp | undefined>(loaded.topUp);
  const [balance, setBalance] = useState<Balance | undefined>(loaded.balance);
  const running = useRef<AbortController>(undefined);
  const headingId = useId();
  const gatewayName = t(`gateways.${gateway}`);

  const check = useCallback(
    (checked = false) => {
      if (id === undefined) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setPhase({ status: 'checking' });
      void waitForTopUp({
        load: loadTopUp(id),
        gateway,
        delays: POLL_DELAYS,
        signal: controller.signal,
        checked,
        onAnswer: (answer) => {
          setTopUp(answer);
          rememberSandbox(answer.sandbox);
        },
      }).then(async (outcome) => {
        if (controller.signal.aborted) return;
        setPhase(outcome);
        if (outcome.status !== 'paid') return;
        const read = await refreshBalance(api);
        if (!controller.signal.aborted) setBalance(read);
      });
    },
    [id, gateway],
  );

  // The page acts as it arrives: a payment still being checked is checked on (the loader's check was the
  // first); one found paid has its balance announced to the header.
  useEffect(() => {
    if (loaded.topUp) rememberSandbox(loaded.topUp.sandbox);
    if (loaded.balance) announceBalance(loaded.balance);
    if (loaded.phase.status === 'checking') check(true);
    return () => running.current?.abort();
  }, [loaded, check]);

  const sandboxNote = topUp?.sandbox ? <p className={styles.sandbox}>{t('topUp.sandbox')}</p> : null;

  return (
    <Container className={styles.page}>
      {phase.status === 'checking' && (
        <section className={styles.checking} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.heading}>
            {t('paymentReturn.heading', { gateway: gatewayName })}
          </h1>
          {topUp && (
            <p className={styles.amount}>{t('paymentReturn.topUpOf', { amount: yuan(topUp.amount) })}</p>
          )}
          <Spinner label={t('paymentReturn.checking')} />
          <p className={styles.text}>{t('paymentReturn.checkingText')}</p>
          {sandboxNote}
        </section>
      )}
      {phase.status === 'paid' && <Paid topUp={phase.topUp} balance={balance} sandboxNote={sandboxNote} />}
      {phase.status === 'failed' && <Failed topUp={topUp} sandboxNote={sandboxNote} />}
      {phase.status === 'waiting' && (
        <OutcomePanel
          tone="notice"
          title={t('paymentReturn.waitingTitle', { gateway: gatewayName })}
          actions={<Button onClick={() => check()}>{t('paymentReturn.noResponse')}</Button>}
        >
          <p>{t('paymentReturn.waitingText', { gateway: gatewayName })}</p>
          {sandboxNote}
        </OutcomePanel>
      )}
    </Container>
  );
}

function Paid({
  topUp,
  balance,
  sandboxNote,
}: {
  topUp: TopUp;
  balance: Balance | undefined;
  sandboxNote: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const yuan = useYuan();
  const money = useMoney();
  const continuePath = useReturnPath(topUp.id);
  return (
    <OutcomePanel
      tone="success"
      title={t('paymentReturn.paidTitle')}
      actions={
        <>
          {continuePath && (
            <Link className={buttonClassName('primary')} to={continuePath}>
              {t('paymentReturn.continue')}
            </Link>
          )}
          <Link className={buttonClassName(continuePath ? 'secondary' : 'primary')} to={`/${lang}/user/bill`}>
            {t('paymentReturn.bills')}
          </Link>
        </>
      }
    >
      <p className={styles.credited}>{t('paymentReturn.paidAmount', { amount: yuan(topUp.amount) })}</p>
      {topUp.gift > 0 && <p>{t('paymentReturn.paidGift', { gift: yuan(topUp.gift) })}</p>}
      {balance && (
        <p>{t('paymentReturn.balanceNow', { balance: money(balance.balance_minor, balance.currency) })}</p>
      )}
      {sandboxNote}
    </OutcomePanel>
  );
}

function Failed({ topUp, sandboxNote }: { topUp: TopUp | undefined; sandboxNote: ReactNode }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  // Topping up again keeps the amount and where the payer was heading.
  const continuePath = useReturnPath(topUp?.id);
  const again = new URLSearchParams();
  if (topUp) {
    again.set('amount', String(topUp.amount));
    if (continuePath) again.set('return', continuePath);
  }
  const query = again.size > 0 ? `?${again}` : '';
  return (
    <OutcomePanel
      tone="error"
      title={t('paymentReturn.failedTitle')}
      actions={
        <Link className={buttonClassName('primary')} to={`/${lang}/top-up${query}`}>
          {t('paymentReturn.topUpAgain')}
        </Link>
      }
    >
      <p>{t('paymentReturn.failed')}</p>
      {sandboxNote}
    </OutcomePanel>
  );
}
