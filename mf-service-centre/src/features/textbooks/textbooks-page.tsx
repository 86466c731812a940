import {
  ERROR_CODES,
  TEXTBOOK_DELIVERY_STATES,
  type TextbookDelivery,
  type TextbookDeliveryState,
} from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, EmptyState, LocalTime, Pager, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import page from '../centre-frame/centre-page.module.css';
import styles from './textbooks.module.css';
import { TEXTBOOKS_PAGE_SIZE, type textbooksLoader } from './textbooks-loader.ts';

/**
 * service-centre/textbooks: printed textbooks waiting to ship with the learner's address, then shipped,
 * then delivered. An operator ships one with its carrier and tracking number, then marks it delivered;
 * the learner sees each step on their materials page and gets a mail.
 */
export function TextbooksPage() {
  const { t } = useTranslation('service');
  const { state, page: pageNumber, deliveries } = useLoaderData<typeof textbooksLoader>();
  const lang = useLang();
  return (
    <>
      <h1 className={page.heading}>{t('textbooks.title')}</h1>
      <p>{t('textbooks.intro')}</p>
      <nav aria-label={t('textbooks.tabsLabel')}>
        <ul className={styles.tabs}>
          {TEXTBOOK_DELIVERY_STATES.map((each) => (
            <li key={each}>
              <Link
                to={`/${lang}/service-centre/textbooks?state=${each}`}
                className={each === state ? styles.current : undefined}
                aria-current={each === state ? 'page' : undefined}
              >
                {t(`textbooks.state.${each}`)} ({deliveries.counts[each]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {deliveries.list.length ? (
        <ul className={styles.list}>
          {deliveries.list.map((delivery) => (
            <li key={`${delivery.learner.id}-${delivery.course.id}`}>
              <DeliveryCard delivery={delivery} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t(`textbooks.none.${state}`)} />
      )}
      <Pager
        page={pageNumber}
        pageSize={TEXTBOOKS_PAGE_SIZE}
        total={deliveries.total}
        labels={{
          label: t('textbooks.pages'),
          previous: t('textbooks.previous'),
          next: t('textbooks.next'),
          page: (n) => t('textbooks.page', { n }),
        }}
      />
    </>
  );
}

/** A day in the operator's time zone. */
function Day({ iso }: { iso: string }) {
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  return <LocalTime iso={iso} lang={lang} timeZone={timeZone} format="day" />;
}

function DeliveryCard({ delivery }: { delivery: TextbookDelivery }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { address } = delivery;
  return (
    <article className={page.card} aria-label={`${delivery.course.title} · ${delivery.learner.email}`}>
      <h2>{delivery.course.title || t('textbooks.course', { id: delivery.course.id })}</h2>
      <dl className={page.facts}>
        <dt>{t('textbooks.learner')}</dt>
        <dd>
          <Link to={`/${lang}/service-centre/people/${delivery.learner.id}`}>
            {delivery.learner.nick_name || delivery.learner.email}
          </Link>{' '}
          <span className={page.code}>{delivery.learner.email}</span>
        </dd>
        <dt>{t('textbooks.address')}</dt>
        <dd>
          {address ? (
            <address className={styles.address}>
              {address.name} · {address.phone}
              <br />
              {address.street}
              <br />
              {[address.postal_code, address.city, address.region].filter(Boolean).join(' ')} ·{' '}
              {address.country}
            </address>
          ) : (
            t('textbooks.noAddress')
          )}
        </dd>
        <dt>{t('textbooks.stateLabel')}</dt>
        <dd>
          <span className={styles.state} data-state={delivery.state}>
            {t(`textbooks.state.${delivery.state}`)}
          </span>
        </dd>
        {delivery.carrier ? (
          <>
            <dt>{t('textbooks.carrier')}</dt>
            <dd>{delivery.carrier}</dd>
            <dt>{t('textbooks.trackingNumber')}</dt>
            <dd className={page.code}>{delivery.tracking_number}</dd>
          </>
        ) : null}
        {delivery.shipped_at ? (
          <>
            <dt>{t('textbooks.shippedAt')}</dt>
            <dd>
              <Day iso={delivery.shipped_at} />
            </dd>
          </>
        ) : null}
        {delivery.delivered_at ? (
          <>
            <dt>{t('textbooks.deliveredAt')}</dt>
            <dd>
              <Day iso={delivery.delivered_at} />
            </dd>
          </>
        ) : null}
      </dl>
      {delivery.state === 'preparing' ? <ShipForm delivery={delivery} /> : null}
      {delivery.state === 'shipped' ? <DeliverButton delivery={delivery} /> : null}
    </article>
  );
}

const keyOf = (delivery: TextbookDelivery) => ({
  user_id: String(delivery.learner.id),
  course_id: String(delivery.course.id),
});

/** Why a move was refused, in the operator's language. */
function useRefusal() {
  const { t } = useTranslation('service');
  return (error: unknown, state: TextbookDeliveryState) => {
    const code = isApiError(error) ? error.code : 0;
    if (code === ERROR_CODES.conflict) return t(`textbooks.conflict.${state}`);
    if (code === 400) return t('textbooks.invalid');
    return t('textbooks.failed');
  };
}

function ShipForm({ delivery }: { delivery: TextbookDelivery }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!carrier.trim() || !tracking.trim()) return setError(t('textbooks.required'));
    setError(undefined);
    setBusy(true);
    try {
      await api.shipTextbook({
        params: keyOf(delivery),
        body: { carrier: carrier.trim(), tracking_number: tracking.trim() },
      });
      await revalidator.revalidate();
    } catch (failure) {
      setError(refusal(failure, 'preparing'));
      setBusy(false);
    }
  }

  return (
    <form className={`${page.form} ${styles.action}`} onSubmit={onSubmit} noValidate>
      <div className={page.row}>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-carrier`}>
            {t('textbooks.carrier')}
          </label>
          <input
            id={`${id}-carrier`}
            value={carrier}
            maxLength={60}
            required
            onChange={(event) => setCarrier(event.target.value)}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
        </div>
        <div className={page.field}>
          <label className={page.label} htmlFor={`${id}-tracking`}>
            {t('textbooks.trackingNumber')}
          </label>
          <input
            id={`${id}-tracking`}
            value={tracking}
            maxLength={60}
            required
            onChange={(event) => setTracking(event.target.value)}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t('textbooks.shipping') : t('textbooks.ship')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={page.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function DeliverButton({ delivery }: { delivery: TextbookDelivery }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function deliver() {
    setBusy(true);
    setError(undefined);
    try {
      await api.deliverTextbook({ params: keyOf(delivery) });
      await revalidator.revalidate();
    } catch (failure) {
      setError(refusal(failure, 'shipped'));
      setBusy(false);
    }
  }

  return (
    <div className={styles.action}>
      <Button variant="secondary" onClick={deliver} disabled={busy}>
        {busy ? t('textbooks.delivering') : t('textbooks.deliver')}
      </Button>
      {error ? (
        <p className={page.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
