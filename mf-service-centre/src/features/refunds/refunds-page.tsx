import type { OperatorRefund } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, EmptyState, formatPrice, LocalTime, useLang, useLocalePath } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import styles from './refunds.module.css';
import type { refundsLoader } from './refunds-loader.ts';

/** The contract's refundNotOpen code, spelled out: importing ERROR_CODES would bring the schemas along. */
const REFUND_NOT_OPEN = 20605;

/**
 * service-centre/refunds: the learners' refund requests, open ones first, each with its order, what is
 * used, what an approval would give back, and the form to approve or decline with a reply.
 */
export function RefundsPage() {
  const { t } = useTranslation('service');
  const { refunds } = useLoaderData<typeof refundsLoader>();
  return (
    <>
      <h1 className={styles.heading}>{t('refunds.title')}</h1>
      <p className={styles.intro}>{t('refunds.intro')}</p>
      {refunds.length ? (
        <ul className={styles.list}>
          {refunds.map((refund) => (
            <li key={refund.id}>
              <RefundItem refund={refund} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('refunds.none')} />
      )}
    </>
  );
}

function RefundItem({ refund }: { refund: OperatorRefund }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  const titleId = useId();
  const money = (minor: number) => formatPrice(minor, refund.currency, lang);
  const time = (iso: string) => <LocalTime iso={iso} lang={lang} timeZone={timeZone} format="dateTime" />;
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemTop}>
        <h2 id={titleId} className={styles.itemTitle}>
          {t('refunds.itemTitle', { id: refund.id, order: refund.order_id, course: refund.course_title })}
        </h2>
        <span className={`${styles.state} ${refund.state === 'open' ? styles.open : ''}`}>
          {t(`refunds.state.${refund.state}`)}
        </span>
      </div>
      <p className={styles.meta}>
        <Link to={to(`service-centre/people/${refund.user_id}`)}>
          {refund.nick_name || refund.email} ({refund.email})
        </Link>{' '}
        · {t('refunds.askedAt')} {time(refund.created_at)}
      </p>
      <dl className={styles.facts}>
        <dt>{t('refunds.paid')}</dt>
        <dd>
          {money(refund.total_minor)}
          {refund.paid_at ? <> · {time(refund.paid_at)}</> : null}
          {refund.company_paid ? ` · ${t('refunds.companyPaid')}` : ''}
        </dd>
        <dt>{t('refunds.used')}</dt>
        <dd>{usageText(refund, t)}</dd>
        <dt>{refund.state === 'open' ? t('refunds.refundable') : t('refunds.refunded')}</dt>
        <dd className={styles.amount}>{money(refund.refundable_minor)}</dd>
        <dt>{t('refunds.reason')}</dt>
        <dd className={styles.text}>{refund.reason}</dd>
        {refund.reply ? (
          <>
            <dt>{t('refunds.reply')}</dt>
            <dd className={styles.text}>{refund.reply}</dd>
          </>
        ) : null}
      </dl>
      {refund.state === 'open' ? <DecisionForm refund={refund} /> : null}
    </article>
  );
}

type Translate = ReturnType<typeof useTranslation<'service'>>['t'];

/** What the order gave and how much of it is used, in words. */
function usageText(refund: OperatorRefund, t: Translate): string {
  const { usage } = refund;
  const parts: string[] = [];
  if (usage.kind === 'live') {
    parts.push(
      t('refunds.usage.minutes', { used: usage.used_minutes ?? 0, granted: usage.granted_minutes ?? 0 }),
    );
    if (usage.future_lessons) parts.push(t('refunds.usage.ahead', { count: usage.future_lessons }));
  } else if (usage.kind === 'group') {
    parts.push(usage.class_opened ? t('refunds.usage.classOpened') : t('refunds.usage.classNotOpened'));
  } else {
    parts.push(t('refunds.usage.video', { percent: Math.round((usage.video_progress ?? 0) * 100) }));
  }
  if (usage.textbook_shipped) parts.push(t('refunds.usage.textbookShipped'));
  return parts.join(' · ');
}

function DecisionForm({ refund }: { refund: OperatorRefund }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed says the decision.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const approve = submitter?.getAttribute('value') === 'approve';
    if (!reply.trim()) {
      setFailure(t('refunds.replyRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const request = { params: { id: String(refund.id) }, body: { reply } };
      await (approve ? api.approveRefund(request) : api.declineRefund(request));
    } catch (error) {
      setBusy(false);
      const decided = isApiError(error) && error.code === REFUND_NOT_OPEN;
      setFailure(decided ? t('refunds.alreadyDecided') : t('refunds.failed'));
      if (decided) void revalidator.revalidate();
      return;
    }
    setBusy(false);
    void revalidator.revalidate();
  }

  return (
    <form className={styles.form} onSubmit={decide} noValidate>
      <label htmlFor={`${id}-reply`}>{t('refunds.replyLabel')}</label>
      <textarea
        id={`${id}-reply`}
        name="reply"
        maxLength={1000}
        required
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className={styles.buttons}>
        <Button type="submit" name="decision" value="approve" disabled={busy}>
          {t('refunds.approve', { amount: formatPrice(refund.refundable_minor, refund.currency, lang) })}
        </Button>
        <Button type="submit" name="decision" value="decline" variant="secondary" disabled={busy}>
          {t('refunds.decline')}
        </Button>
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
