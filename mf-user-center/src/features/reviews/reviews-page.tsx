import type { Reviewable } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, EmptyState, LocalTime, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import frame from '../page-frame/list-page.module.css';
import type { reviewsLoader } from './reviews-loader.ts';
import styles from './reviews-page.module.css';

/** The contract's reviewEditWindowClosed code: importing ERROR_CODES would bring the schemas along. */
const EDIT_WINDOW_CLOSED = 20702;
/** Languages offered for a review's text, besides the page's own (a review may be written in any of them). */
const WRITING_LANGUAGES = ['en', 'zh', 'es', 'ja', 'ko', 'fr', 'de', 'pt', 'ru', 'it'] as const;
const STARS = [5, 4, 3, 2, 1] as const;

/** The language tag of the page's language, as a review's language ('zh-cn' pages write 'zh'). */
const writingLanguageOf = (lang: string) => (lang === 'zh-cn' ? 'zh' : lang);

/**
 * user/reviews: what the learner may review (their completed lessons, finished group classes, video courses
 * half watched), each with its review, written here or edited within 7 days.
 */
export function ReviewsPage() {
  const { t } = useTranslation('userCenter');
  const { reviewables } = useLoaderData<typeof reviewsLoader>();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('reviews.heading')}</h1>
      <p className={styles.intro}>{t('reviews.intro')}</p>
      {reviewables.length ? (
        <ul className={frame.list}>
          {reviewables.map((item) => (
            <li key={item.lesson_id === null ? `course-${item.course_id}` : `lesson-${item.lesson_id}`}>
              <ReviewableItem item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('reviews.empty.title')} text={t('reviews.empty.text')} />
      )}
    </div>
  );
}

function ReviewableItem({ item }: { item: Reviewable }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const timeZone = useSession((state) => state.timeZone);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { review } = item;
  const editable = review !== null && Date.parse(review.editable_until) > Date.now();
  return (
    <article className={styles.item} aria-labelledby={titleId} data-testid="reviewable">
      <h2 id={titleId} className={styles.title}>
        {item.teacher_name
          ? t('reviews.itemTitle', { course: item.course_title, teacher: item.teacher_name })
          : item.course_title}
      </h2>
      <p className={styles.meta}>
        {item.lesson_id === null ? t('reviews.course') : t('reviews.lesson')} ·{' '}
        <LocalTime iso={item.at} lang={lang} timeZone={timeZone} format="dateTime" />
      </p>
      {review && !editing ? (
        <div className={styles.own}>
          <p>
            <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
            <span className="hy-visually-hidden">{t('reviews.stars', { count: review.stars })}</span>
          </p>
          <p lang={review.language}>{review.text}</p>
          {review.hidden ? <p className={styles.note}>{t('reviews.hidden')}</p> : null}
          {review.reply ? (
            <p className={styles.note}>
              <strong>{t('reviews.reply')}</strong> {review.reply}
            </p>
          ) : null}
          {editable ? (
            <p className={styles.note}>
              {t('reviews.editableUntil')}{' '}
              <LocalTime iso={review.editable_until} lang={lang} timeZone={timeZone} format="dateTime" />{' '}
              <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                {t('reviews.edit')}
              </Button>
            </p>
          ) : null}
        </div>
      ) : (
        <ReviewForm item={item} onDone={() => setEditing(false)} />
      )}
    </article>
  );
}

function ReviewForm({ item, onDone }: { item: Reviewable; onDone: () => void }) {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  const revalidator = useRevalidator();
  const id = useId();
  const [stars, setStars] = useState(item.review?.stars ?? 0);
  const [text, setText] = useState(item.review?.text ?? '');
  const [language, setLanguage] = useState(item.review?.language ?? writingLanguageOf(lang));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const languages = [...new Set([language, ...WRITING_LANGUAGES])];
  const names = new Intl.DisplayNames([lang], { type: 'language' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stars < 1) return setFailure(t('reviews.starsRequired'));
    if (!text.trim()) return setFailure(t('reviews.textRequired'));
    setBusy(true);
    setFailure(undefined);
    try {
      const body = { stars, text, language };
      await (item.lesson_id === null
        ? api.reviewCourse({ params: { id: String(item.course_id) }, body })
        : api.reviewLesson({ params: { id: String(item.lesson_id) }, body }));
    } catch (error) {
      setBusy(false);
      setFailure(
        isApiError(error) && error.code === EDIT_WINDOW_CLOSED ? t('reviews.tooLate') : t('reviews.failed'),
      );
      return;
    }
    setBusy(false);
    onDone();
    void revalidator.revalidate();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.stars}>
        <legend>{t('reviews.starsLabel')}</legend>
        {STARS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={value}
              checked={stars === value}
              onChange={() => setStars(value)}
            />
            {t('reviews.stars', { count: value })}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`}>{t('reviews.textLabel')}</label>
      <textarea
        id={`${id}-text`}
        maxLength={2000}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={`${id}-language`}>{t('reviews.languageLabel')}</label>
      <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)}>
        {languages.map((tag) => (
          <option key={tag} value={tag}>
            {names.of(tag) ?? tag}
          </option>
        ))}
      </select>
      <div>
        <Button type="submit" disabled={busy}>
          {item.review ? t('reviews.save') : t('reviews.submit')}
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
