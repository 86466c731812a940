import type { Balance, TopUp, TopUpGateway } from '@hanyu/contract';
import { Button, buttonClassName, Container, Spinner } from '@hanyu/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { refreshBalance } from '../money/balance.ts';
import { rememberSandbox, returnPathOf } from '../money/gateway-trip.ts';
import { useMoney, useYuan } from '../money/use-money.ts';
import { OutcomePanel } from '../page-frame/page-states.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import styles from './payment-return-page.module.css';
import { pollDelays, type WaitOutcome, waitForTopUp } from './top-up-wait.ts';

const POLL_DELAYS = pollDelays();

type Phase =
  | { status: 'checking' }
  | Exclude<WaitOutcome, { status: 'paid' }>
  | { status: 'paid'; topUp: TopUp };

const topUpIdFrom = (value: string | null) =>
  value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;

/**
 * redirect/{gateway}?top_up={id} (SPEC §2, §8): where a gateway sends the payer back. It checks the top-up
 * until the gateway's word arrives: paid (the balance is read again), failed, or, after about a minute,
 * the fallback that checks again on a click. Gateways append their own parameters; only `top_up` is read.
 */
export function PaymentReturnPage({ gateway }: { gateway: TopUpGateway }) {
  const { t } = useTranslation('booking');
  const yuan = useYuan();
  const [search] = useSearchParams();
  const id = topUpIdFrom(search.get('top_up'));
  const [phase, setPhase] = useState<Phase>(id === undefined ? { status: 'failed' } : { status: 'checking' });
  const [topUp, setTopUp] = useState<TopUp>();
  const [balance, setBalance] = useState<Balance>();
  const running = useRef<AbortController>(undefined);
  const headingId = useId();
  const gatewayName = t(`gateways.${gateway}`);

  const check = useCallback(() => {
    if (id === undefined) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase({ status: 'checking' });
    void waitForTopUp({
      load: () => api.topUp({ params: { id } }, { quiet: true }),
      gateway,
      delays: POLL_DELAYS,
      signal: controller.signal,
      onAnswer: (answer) => {
        setTopUp(answer);
        rememberSandbox(answer.sandbox);
      },
    }).then(async (outcome) => {
      if (controller.signal.aborted) return;
      setPhase(outcome);
      if (outcome.status !== 'paid') return;
      const read = await refreshBalance();
      if (!controller.signal.aborted) setBalance(read);
    });
  }, [id, gateway]);

  useEffect(() => {
    check();
    return () => running.current?.abort();
  }, [check]);

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
          actions={<Button onClick={check}>{t('paymentReturn.noResponse')}</Button>}
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
  const continuePath = returnPathOf(topUp.id);
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
  const again = new URLSearchParams();
  if (topUp) {
    again.set('amount', String(topUp.amount));
    const continuePath = returnPathOf(topUp.id);
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
