import type { ReportDetail } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, LocalTime, useLang, useLocalePath } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import styles from './reports.module.css';
import type { reportLoader } from './reports-loader.ts';
import { ReportStateBadge } from './reports-page.tsx';

/**
 * The contract's codes a resolution answers, spelled out: importing ERROR_CODES would bring the contract's
 * schemas into this page's chunk.
 */
const REPORT_RESOLVED = 20805;
const CANNOT_BLOCK_TEACHER = 20806;

/**
 * service-centre/reports/:id: the report, both sides of the conversation, its messages (the latest 200),
 * and, while it is open, the resolution: dismiss, or block the learner from first questions, with a reason.
 */
export function ReportPage() {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  const { detail } = useLoaderData<typeof reportLoader>();
  const time = (iso: string) => <LocalTime iso={iso} lang={lang} timeZone={timeZone} format="dateTime" />;
  return (
    <>
      <p>
        <Link to={to('service-centre/reports')}>{t('reports.back')}</Link>
      </p>
      <div className={styles.itemTop}>
        <h1 className={styles.heading}>{t('reports.title.oneWithId', { id: detail.id })}</h1>
        <ReportStateBadge state={detail.state} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('reports.reporter')}</dt>
        <dd>{detail.reporter.name}</dd>
        <dt>{t('reports.reported')}</dt>
        <dd>{detail.reported.name}</dd>
        <dt>{t('reports.learner')}</dt>
        <dd>
          {detail.learner.name}
          {detail.learner_blocked ? ` · ${t('reports.learnerBlocked')}` : ''}
        </dd>
        <dt>{t('reports.teacher')}</dt>
        <dd>{detail.teacher.name}</dd>
        <dt>{t('reports.reportedAt')}</dt>
        <dd>{time(detail.created_at)}</dd>
        <dt>{t('reports.reasonLabel')}</dt>
        <dd>{t(`reports.reason.${detail.reason}`)}</dd>
        {detail.note ? (
          <>
            <dt>{t('reports.note')}</dt>
            <dd className={styles.reason}>{detail.note}</dd>
          </>
        ) : null}
        {detail.resolution ? (
          <>
            <dt>{t('reports.resolution')}</dt>
            <dd className={styles.reason}>{detail.resolution}</dd>
          </>
        ) : null}
      </dl>

      <section className={styles.section} aria-labelledby="report-conversation">
        <h2 id="report-conversation">{t('reports.conversation')}</h2>
        {detail.messages.length ? (
          <ol className={styles.list} data-testid="report-messages">
            {detail.messages.map((message) => (
              <li key={message.seq} className={styles.item}>
                <p className={styles.meta}>
                  {message.sender_name} · {time(message.sent_at)}
                </p>
                <p className={styles.reason}>{message.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.meta}>{t('reports.noMessages')}</p>
        )}
      </section>

      {detail.state === 'open' ? <ResolveForm detail={detail} /> : null}
    </>
  );
}

function ResolveForm({ detail }: { detail: ReportDetail }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const [resolution, setResolution] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Only the learner who started the conversation can be kept from first questions.
  const canBlock = detail.reported.id === detail.learner.id;

  async function resolve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed says the decision.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const decision = submitter?.getAttribute('value') === 'blocked' ? 'blocked' : 'dismissed';
    if (!resolution.trim()) {
      setFailure(t('reports.resolutionRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await api.resolveConversationReport({
        params: { id: String(detail.id) },
        body: { decision, resolution },
      });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === REPORT_RESOLVED) {
        setFailure(t('reports.alreadyResolved'));
        void revalidator.revalidate();
      } else if (isApiError(error) && error.code === CANNOT_BLOCK_TEACHER)
        setFailure(t('reports.cannotBlock'));
      else setFailure(t('reports.failed'));
      return;
    }
    setBusy(false);
    void revalidator.revalidate();
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('reports.resolve')}</h2>
      <p className={styles.meta}>{t(canBlock ? 'reports.blockMeans' : 'reports.onlyDismiss')}</p>
      <form className={styles.form} onSubmit={resolve}>
        <label htmlFor={`${id}-resolution`}>{t('reports.resolutionLabel')}</label>
        <textarea
          id={`${id}-resolution`}
          name="resolution"
          maxLength={2000}
          aria-required="true"
          value={resolution}
          onChange={(event) => setResolution(event.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" name="decision" value="dismissed" variant="secondary" disabled={busy}>
            {t('reports.dismiss')}
          </Button>
          {canBlock ? (
            <Button type="submit" name="decision" value="blocked" disabled={busy}>
              {t('reports.block')}
            </Button>
          ) : null}
        </div>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
