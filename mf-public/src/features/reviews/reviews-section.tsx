import type { Review, ReviewPage } from '@hanyu/contract';
import { formatNumber, LocalTime, Pager, useLang } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Section } from '../content/section.tsx';
import { usePagerLabels } from '../content/use-pager-labels.ts';
import { useTimeZone } from '../content/use-time-zone.ts';
import styles from './reviews.module.css';

/** The name of a review's language in the page's language ("Spanish" on an English page), or the tag itself. */
export function languageName(tag: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * A teacher's or a course's reviews: the average, the count and how many gave each number of stars, then the
 * newest reviews of the page (`?page=N`), each in the language it was written in, named.
 */
export function ReviewsSection({ reviews, subject }: { reviews: ReviewPage; subject: 'teacher' | 'course' }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const pagerLabels = usePagerLabels();
  const { summary } = reviews;
  const average = formatNumber(summary.average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Section title={t(subject === 'teacher' ? 'reviews.title' : 'reviews.courseTitle')} id="reviews">
      {summary.count === 0 ? (
        <p>{t('reviews.none')}</p>
      ) : (
        <div className={styles.layout} data-testid="reviews">
          <div className={styles.summary}>
            <p className={styles.average}>
              <span aria-hidden="true">{average}</span>
              <span className="hy-visually-hidden">{t('reviews.average', { average })}</span>
            </p>
            <Stars stars={Math.round(summary.average)} />
            <p className={styles.count}>
              {t('reviews.count', { count: summary.count, value: formatNumber(summary.count, lang) })}
            </p>
            <ul className={styles.distribution} aria-label={t('reviews.distribution')}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = summary.distribution[stars - 1] ?? 0;
                const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
                return (
                  <li key={stars} className={styles.bar}>
                    <span aria-hidden="true">{stars}★</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${share}%` }} />
                    </span>
                    <span aria-hidden="true">{formatNumber(count, lang)}</span>
                    <span className="hy-visually-hidden">{t('reviews.starsCount', { stars, count })}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <ol className={styles.list}>
              {reviews.list.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ol>
            <Pager
              page={reviews.page}
              pageSize={reviews.page_size}
              total={summary.count}
              labels={pagerLabels}
            />
          </div>
        </div>
      )}
    </Section>
  );
}

function Stars({ stars }: { stars: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(stars)}
      <span className={styles.empty}>{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const timeZone = useTimeZone();
  return (
    <li className={styles.review} data-testid="review">
      <p className={styles.meta}>
        <Stars stars={review.stars} />
        <span className="hy-visually-hidden">{t('reviews.stars', { count: review.stars })}</span>{' '}
        <strong>{review.reviewer_name}</strong>{' '}
        <LocalTime iso={review.created_at} lang={lang} timeZone={timeZone} format="day" />
      </p>
      <p className={styles.text} lang={review.language}>
        {review.text}
      </p>
      <p className={styles.language}>
        {t('reviews.writtenIn', { language: languageName(review.language, lang) })}
      </p>
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>{t('reviews.reply')}</p>
          <p>{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
