import type { OperatorReview } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, EmptyState, LocalTime, Pager, useLang, useLocalePath } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import styles from './reviews.module.css';
import type { reviewsLoader } from './reviews-loader.ts';

/** The contract's reviewAlreadyHidden and reviewNotHidden codes: importing ERROR_CODES would bring the schemas. */
const REVIEW_ALREADY_HIDDEN = 20704;
const REVIEW_NOT_HIDDEN = 20705;
const FILTERS = ['all', 'shown', 'hidden'] as const;

/**
 * service-centre/reviews: every review learners wrote, newest first, with who wrote it about whom; a shown
 * one can be hidden with a reason (the pages and the ratings drop it), a hidden one shown again. Both are in
 * the audit log.
 */
export function ReviewsPage() {
  const { t } = useTranslation('service');
  const to = useLocalePath();
  const { reviews, shown } = useLoaderData<typeof reviewsLoader>();
  return (
    <>
      <h1 className={styles.heading}>{t('reviews.title')}</h1>
      <p className={styles.intro}>{t('reviews.intro')}</p>
      <nav aria-label={t('reviews.filterLabel')}>
        <ul className={styles.filters}>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={`${to('service-centre/reviews')}${filter === 'all' ? '' : `?shown=${filter}`}`}
                aria-current={filter === shown ? 'page' : undefined}
              >
                {t(`reviews.filter.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.list.length ? (
        <ul className={styles.list}>
          {reviews.list.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('reviews.none')} />
      )}
      <Pager
        page={reviews.page}
        pageSize={reviews.page_size}
        total={reviews.total}
        labels={{
          label: t('reviews.pager.label'),
          previous: t('reviews.pager.previous'),
          next: t('reviews.pager.next'),
          page: (page) => t('reviews.pager.page', { page }),
        }}
      />
    </>
  );
}

function ReviewItem({ review }: { review: OperatorReview }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const to = useLocalePath();
  const timeZone = useSession((state) => state.timeZone);
  const titleId = useId();
  const hidden = review.hidden_at !== null;
  return (
    <article className={styles.item} aria-labelledby={titleId} data-testid="operator-review">
      <div className={styles.itemTop}>
        <h2 id={titleId} className={styles.itemTitle}>
          {t('reviews.itemTitle', {
            id: review.id,
            stars: review.stars,
            subject: review.teacher_name ?? review.course_title,
          })}
        </h2>
        <span className={`${styles.state} ${hidden ? '' : styles.open}`}>
          {t(hidden ? 'reviews.hidden' : 'reviews.shown')}
        </span>
      </div>
      <p className={styles.meta}>
        <Link to={to(`service-centre/people/${review.reviewer_id}`)}>{review.reviewer_name}</Link> ·{' '}
        {review.course_title} ·{' '}
        <LocalTime iso={review.created_at} lang={lang} timeZone={timeZone} format="dateTime" />
      </p>
      <p className={styles.text} lang={review.language}>
        {review.text}
      </p>
      {review.reply ? (
        <p className={styles.text}>
          <strong>{t('reviews.reply')}</strong> {review.reply}
        </p>
      ) : null}
      {hidden ? (
        <p className={styles.text}>
          <strong>{t('reviews.hiddenBecause')}</strong> {review.hidden_reason}
        </p>
      ) : null}
      <VisibilityForm review={review} />
    </article>
  );
}

function VisibilityForm({ review }: { review: OperatorReview }) {
  const { t } = useTranslation('service');
  const revalidator = useRevalidator();
  const id = useId();
  const hidden = review.hidden_at !== null;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hidden && !reason.trim()) {
      setFailure(t('reviews.reasonRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const params = { id: String(review.id) };
      await (hidden ? api.unhideReview({ params }) : api.hideReview({ params, body: { reason } }));
    } catch (error) {
      setBusy(false);
      const changed =
        isApiError(error) && (error.code === REVIEW_ALREADY_HIDDEN || error.code === REVIEW_NOT_HIDDEN);
      setFailure(changed ? t('reviews.changedMeanwhile') : t('reviews.failed'));
      if (changed) void revalidator.revalidate();
      return;
    }
    setBusy(false);
    setReason('');
    void revalidator.revalidate();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {hidden ? null : (
        <>
          <label htmlFor={`${id}-reason`}>{t('reviews.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            maxLength={500}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant={hidden ? 'secondary' : 'primary'} disabled={busy}>
          {t(hidden ? 'reviews.unhide' : 'reviews.hide')}
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
