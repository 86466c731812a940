import type { TeacherReviews } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, Container, formatNumber, LocalTime, Pager, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import frame from '../page-frame/page-frame.module.css';
import styles from './reviews-page.module.css';

/** The contract's reviewAlreadyReplied code: importing ERROR_CODES would bring the schemas along. */
const ALREADY_REPLIED = 20703;

type TeacherReview = TeacherReviews['list'][number];

/** teach/reviews: what learners wrote about the teacher's lessons and courses, newest first, each to reply to once. */
export function ReviewsPage() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const reviews = useLoaderData<TeacherReviews>();
  const { summary } = reviews;
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('reviews.title')}</h1>
      <CentreNav current="reviews" />
      <p className={styles.summary}>
        {summary.count
          ? t('reviews.summary', {
              average: formatNumber(summary.average, lang, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: summary.count,
            })
          : t('reviews.none')}
      </p>
      <ul className={styles.list}>
        {reviews.list.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
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
    </Container>
  );
}

function ReviewItem({ review }: { review: TeacherReview }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const titleId = useId();
  const zone = useSession((state) => state.timeZone);
  return (
    <article className={styles.item} aria-labelledby={titleId} data-testid="teacher-review">
      <h2 id={titleId} className={styles.title}>
        {t('reviews.itemTitle', { name: review.reviewer_name, course: review.course_title })}
      </h2>
      <p className={styles.meta}>
        <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
        <span className="hy-visually-hidden">{t('reviews.stars', { count: review.stars })}</span>{' '}
        <LocalTime iso={review.created_at} lang={lang} timeZone={zone} format="dateTime" />
      </p>
      <p className={styles.text} lang={review.language}>
        {review.text}
      </p>
      {review.reply ? (
        <p className={styles.text}>
          <strong>{t('reviews.yourReply')}</strong> {review.reply}
        </p>
      ) : (
        <ReplyForm reviewId={review.id} />
      )}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation('teacher');
  const revalidator = useRevalidator();
  const id = useId();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reply.trim()) return setFailure(t('reviews.replyRequired'));
    setBusy(true);
    setFailure(undefined);
    try {
      await api.replyToReview({ params: { id: String(reviewId) }, body: { reply } });
    } catch (error) {
      setBusy(false);
      const replied = isApiError(error) && error.code === ALREADY_REPLIED;
      setFailure(replied ? t('reviews.alreadyReplied') : t('reviews.failed'));
      if (replied) void revalidator.revalidate();
      return;
    }
    setBusy(false);
    void revalidator.revalidate();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reply`}>{t('reviews.replyLabel')}</label>
      <textarea
        id={`${id}-reply`}
        maxLength={2000}
        required
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t('reviews.send')}
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
