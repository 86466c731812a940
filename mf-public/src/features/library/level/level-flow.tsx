import type { LevelQuestion, LevelResult } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { selectSignedIn, useSession } from '@hanyu/session';
import { Button, Container, useLang } from '@hanyu/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api.ts';
import { LevelIntro } from './level-intro.tsx';
import styles from './level-page.module.css';
import { LevelResultView } from './level-result.tsx';
import { type Answers, answersBody, clearPending, readPending, rememberPending } from './level-test.ts';

type Phase =
  | { name: 'intro' }
  | { name: 'question'; index: number }
  | { name: 'restoring' }
  | { name: 'result'; result: LevelResult };

/** The test itself: the intro, one question at a time, then the scored result. */
export function LevelFlow({ questions }: { questions: LevelQuestion[] }) {
  const { t } = useTranslation('public');
  const lang = useLang();
  const signedIn = useSession(selectSignedIn);
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const [answers, setAnswers] = useState<Answers>({});
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);

  const score = (chosen: Answers) =>
    api.levelResult({ body: { language: lang, answers: answersBody(questions, chosen) } }, { quiet: true });

  const submit = async () => {
    setSending(true);
    setSendFailed(false);
    try {
      setPhase({ name: 'result', result: await score(answers) });
    } catch {
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  // The login modal reloads the page after signing in (SPEC §4). The answers kept before it are scored
  // again on the reloaded page, now with the session, so the server saves them and the visitor sees the
  // same result, saved; they are forgotten once saved. Only the page as loaded restores them: the session
  // also changes just before the reload, and a call made then could spend the answers on a page that is
  // about to go away.
  const signedInAtLoad = useRef(signedIn).current;
  useEffect(() => {
    if (!signedInAtLoad) return;
    const pending = readPending();
    if (!pending) return;
    let live = true;
    setAnswers(pending);
    setPhase({ name: 'restoring' });
    api
      .levelResult({ body: { language: lang, answers: answersBody(questions, pending) } }, { quiet: true })
      .then(
        (result) => {
          if (result.saved) clearPending();
          if (live) setPhase({ name: 'result', result });
        },
        () => {
          if (live) setPhase({ name: 'intro' });
        },
      );
    return () => {
      live = false;
    };
  }, [signedInAtLoad, lang, questions]);

  if (phase.name === 'intro') {
    return (
      <LevelIntro
        count={questions.length}
        status="ready"
        onStart={() => setPhase({ name: 'question', index: 0 })}
      />
    );
  }
  if (phase.name === 'restoring') {
    return (
      <Container className={styles.stepWrap}>
        <p className={styles.sending} role="status">
          {t('library.level.submitting')}
        </p>
      </Container>
    );
  }
  if (phase.name === 'result') {
    return (
      <LevelResultView
        result={phase.result}
        resubmit={async () => setPhase({ name: 'result', result: await score(answers) })}
        onSignIn={() => {
          rememberPending(answers);
          bus.emit('passport:open', { mode: 'login' });
        }}
        onAgain={() => {
          clearPending();
          setAnswers({});
          setPhase({ name: 'question', index: 0 });
        }}
      />
    );
  }
  const question = questions[phase.index] as LevelQuestion;
  return (
    <QuestionStep
      key={question.id}
      question={question}
      index={phase.index}
      total={questions.length}
      chosen={answers[question.id]}
      onChoose={(optionId) => setAnswers((current) => ({ ...current, [question.id]: optionId }))}
      onBack={() =>
        setPhase(phase.index === 0 ? { name: 'intro' } : { name: 'question', index: phase.index - 1 })
      }
      onNext={() =>
        phase.index + 1 < questions.length
          ? setPhase({ name: 'question', index: phase.index + 1 })
          : void submit()
      }
      sending={sending}
      sendFailed={sendFailed}
    />
  );
}

interface QuestionStepProps {
  question: LevelQuestion;
  index: number;
  total: number;
  chosen: string | undefined;
  onChoose: (optionId: string) => void;
  onBack: () => void;
  onNext: () => void;
  sending: boolean;
  sendFailed: boolean;
}

/** One question: progress, the Chinese prompt, the options as a radio group, back and next. */
function QuestionStep({
  question,
  index,
  total,
  chosen,
  onChoose,
  onBack,
  onNext,
  sending,
  sendFailed,
}: QuestionStepProps) {
  const { t } = useTranslation('public');
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = index + 1 === total;

  // A new question takes the focus to its heading, so screen readers announce where the visitor is.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Container className={styles.stepWrap}>
      <form
        className={styles.step}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) {
            setMissing(true);
            return;
          }
          onNext();
        }}
      >
        <h1 className={styles.stepTitle}>{t('library.level.title')}</h1>
        <div className={styles.progressRow}>
          <h2 className={styles.progressText} ref={heading} tabIndex={-1}>
            {t('library.level.progress', { current: index + 1, total })}
          </h2>
          <progress className={styles.progress} max={total} value={index + 1} aria-hidden="true" />
        </div>

        <fieldset className={styles.question} aria-describedby={missing ? 'level-missing' : undefined}>
          <legend className={styles.legend}>
            <span className={styles.instruction}>{question.instruction}</span>
            <span className={styles.prompt} lang="zh-CN">
              {question.prompt}
            </span>
          </legend>
          <div className={styles.options}>
            {question.options.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => {
                    onChoose(option.id);
                    setMissing(false);
                  }}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {missing ? (
          <p id="level-missing" className={styles.error} role="alert">
            {t('library.level.chooseAnswer')}
          </p>
        ) : null}
        {last && sendFailed && !sending ? (
          <p className={styles.error} role="alert">
            {t('library.level.submitFailed')}
          </p>
        ) : null}
        {sending ? (
          <p className={styles.sending} role="status">
            {t('library.level.submitting')}
          </p>
        ) : null}

        <div className={styles.nav}>
          <Button variant="secondary" size="large" onClick={onBack} disabled={sending}>
            {t('library.level.back')}
          </Button>
          <Button type="submit" size="large" disabled={sending} data-testid="level-next">
            {last ? t('library.level.finish') : t('library.level.next')}
          </Button>
        </div>
      </form>
    </Container>
  );
}
