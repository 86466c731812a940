import type { VideoAttemptBody, VideoAttemptResult, VideoPractice, VideoQuestion } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import { TierBadge } from '../course/course-parts.tsx';
import { OrderQuestion } from './order-question.tsx';
import styles from './practice.module.css';

type Answer = VideoAttemptBody['answers'][number];

type Sending = 'idle' | 'sending' | 'failed';

/**
 * The lesson's post-lesson practice (SPEC §3): questions of four kinds, marked by the server, scored in the
 * 100/80/60 tiers (SPEC §9); the best attempt is kept and another try is always allowed. The answers go
 * through the sdk (a route action would need the router's fetcher, which the shell does not share), then
 * `onResult` runs the page's loader again: the best score, and the lesson may be complete now.
 */
export function PracticeStep({ practice, onResult }: { practice: VideoPractice; onResult: () => void }) {
  const { t } = useTranslation('video');
  const headingId = useId();
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [result, setResult] = useState<VideoAttemptResult | null>(null);
  const [sending, setSending] = useState<Sending>('idle');
  const [missing, setMissing] = useState(0);
  const count = practice.questions.length;
  const best = result
    ? { score: result.best_score, attempts: result.attempts }
    : practice.best_score === null
      ? null
      : { score: practice.best_score, attempts: practice.attempts };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = practice.questions.map((question) => answers[question.number]);
    const unanswered = given.filter((answer) => answer === undefined).length;
    setMissing(unanswered);
    if (unanswered > 0) return;
    setSending('sending');
    try {
      const marked = await api.submitVideoPractice(
        { params: { id: String(practice.lesson_id) }, body: { answers: given as Answer[] } },
        { quiet: true },
      );
      setResult(marked);
      setSending('idle');
      onResult();
    } catch {
      setSending('failed');
    }
  }

  function again() {
    setAnswers({});
    setResult(null);
    setMissing(0);
  }

  if (count === 0) return <p>{t('practice.empty')}</p>;
  const marks = new Map(result?.results.map((mark) => [mark.number, mark.correct]));
  return (
    <section className={styles.practice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('practice.heading')}
      </h2>
      <p className={styles.intro}>{t('practice.intro', { pass: practice.pass_score })}</p>
      {best ? (
        <p className={styles.best}>{t('practice.best', { score: best.score, count: best.attempts })}</p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        {practice.questions.map((question) => (
          <fieldset key={question.number} className={styles.question} disabled={result !== null}>
            <legend className={styles.legend}>
              <span className={styles.number}>
                {t('practice.question', { number: question.number, count })}
              </span>
              <QuestionPrompt question={question} />
            </legend>
            <QuestionAnswer
              question={question}
              answer={answers[question.number]}
              onAnswer={(answer) => setAnswers((now) => ({ ...now, [question.number]: answer }))}
            />
            {marks.has(question.number) ? (
              <p className={marks.get(question.number) ? styles.right : styles.wrong}>
                {marks.get(question.number) ? `✓ ${t('practice.correct')}` : `✗ ${t('practice.incorrect')}`}
              </p>
            ) : null}
          </fieldset>
        ))}
        {result ? (
          <Result result={result} pass={practice.pass_score} onAgain={again} />
        ) : (
          <div className={styles.actions}>
            <Button type="submit" disabled={sending === 'sending'}>
              {sending === 'sending' ? t('practice.submitting') : t('practice.submit')}
            </Button>
            <p role="status" className={styles.problem}>
              {missing > 0
                ? t('practice.unanswered', { count: missing })
                : sending === 'failed'
                  ? t('practice.sendFailed')
                  : ''}
            </p>
          </div>
        )}
      </form>
    </section>
  );
}

/** What the question asks, in the legend of its group. */
function QuestionPrompt({ question }: { question: VideoQuestion }) {
  const { t } = useTranslation('video');
  switch (question.kind) {
    case 'meaning':
      return <>{t('practice.meaning', { characters: question.characters, pinyin: question.pinyin })}</>;
    case 'listen':
      return <>{t('practice.listen')}</>;
    case 'tone':
      return <>{t('practice.tone', { characters: question.characters, syllable: question.syllable })}</>;
    case 'order':
      return <>{t('practice.order', { translation: question.translation })}</>;
  }
}

const TONE_NAMES = {
  0: 'practice.tone0',
  1: 'practice.tone1',
  2: 'practice.tone2',
  3: 'practice.tone3',
  4: 'practice.tone4',
} as const;

/** How the question is answered: one of its options, or its words put in order. */
function QuestionAnswer({
  question,
  answer,
  onAnswer,
}: {
  question: VideoQuestion;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
}) {
  const { t } = useTranslation('video');
  const chosen = answer && 'choice' in answer ? answer.choice : undefined;
  if (question.kind === 'order')
    return (
      <OrderQuestion
        tokens={question.tokens}
        order={answer && 'order' in answer ? answer.order : []}
        onOrder={(order) => onAnswer({ number: question.number, order })}
      />
    );
  const labels =
    question.kind === 'tone'
      ? question.options.map((tone) => t(TONE_NAMES[tone as keyof typeof TONE_NAMES] ?? 'practice.tone0'))
      : question.options;
  return (
    <>
      {question.kind === 'listen' ? (
        // biome-ignore lint/a11y/useMediaCaption: the word heard is the question; its options are the text.
        <audio
          className={styles.audio}
          controls
          preload="none"
          src={question.audio_url}
          aria-label={t('practice.listenAudio')}
        />
      ) : null}
      <div className={styles.options}>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index (the answer names it).
          <label key={index} className={styles.option}>
            <input
              type="radio"
              name={`question-${question.number}`}
              checked={chosen === index}
              onChange={() => onAnswer({ number: question.number, choice: index })}
            />
            <span lang={question.kind === 'listen' ? 'zh-Hans' : undefined}>{label}</span>
          </label>
        ))}
      </div>
    </>
  );
}

function Result({
  result,
  pass,
  onAgain,
}: {
  result: VideoAttemptResult;
  pass: number;
  onAgain: () => void;
}) {
  const { t } = useTranslation('video');
  return (
    <div className={styles.result} role="status">
      <p className={styles.score}>
        {t('practice.result', { score: result.score })} <TierBadge tier={result.tier} />
      </p>
      <p>
        {/* The tier is the badge's: the sentence does not say it again. */}
        {result.passed && result.tier !== null ? t('practice.passed') : t('practice.failed', { pass })}
      </p>
      {result.lesson_complete ? <p className={styles.right}>{t('lesson.complete')}</p> : null}
      <Button variant="secondary" onClick={onAgain}>
        {t('practice.retry')}
      </Button>
    </div>
  );
}
