import type { Handover } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, Container, LocalTime, useLang } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import { CentreNav } from '../page-frame/centre-nav.tsx';
import { LearnerNav } from '../page-frame/learner-nav.tsx';
import { LessonTime } from '../page-frame/lesson-time.tsx';
import frame from '../page-frame/page-frame.module.css';
import styles from './handover-page.module.css';

/** The contract's HandoverBody limit, spelled out: importing the schema would bring it into this chunk. */
const NOTE_MAX = 4000;

/**
 * module/teacher/handover/:record_id (issue 11): a lesson the caller teaches, the notes the learner's earlier
 * teachers handed over, newest first, and this lesson's own note for whoever teaches the learner next. The
 * notes are for teachers only; the learner never reads them.
 */
export function HandoverPage() {
  const { t } = useTranslation('teacher');
  const handover = useLoaderData<Handover>();
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('handover.headingOf', { name: handover.lesson.student_name })}</h1>
      <CentreNav />
      <HandoverView key={handover.lesson.id} handover={handover} />
    </Container>
  );
}

function HandoverView({ handover }: { handover: Handover }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const { lesson } = handover;
  return (
    <>
      <div className={styles.lesson}>
        <LessonTime iso={lesson.starts_at} lang={lang} />
        <p className={frame.muted}>
          {lesson.trial ? t('lesson.trial') : lesson.course_title} ·{' '}
          {t('lesson.minutes', { count: lesson.minutes })}
        </p>
      </div>
      <LearnerNav userId={lesson.student_id} name={lesson.student_name} />
      <section className={`${frame.section} ${frame.narrow}`} aria-labelledby="handover-earlier">
        <h2 id="handover-earlier">{t('handover.earlier')}</h2>
        <EarlierNotes earlier={handover.earlier} />
      </section>
      <section className={`${frame.section} ${frame.narrow}`} aria-labelledby="handover-yours">
        <h2 id="handover-yours">{t('handover.yours')}</h2>
        {lesson.status === 'cancelled' ? (
          <p className={frame.muted}>{t('handover.cancelled')}</p>
        ) : (
          <NoteForm lessonId={lesson.id} initial={handover.note ?? ''} />
        )}
      </section>
    </>
  );
}

function EarlierNotes({ earlier }: { earlier: Handover['earlier'] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  if (!earlier.length) return <p className={frame.muted}>{t('handover.noEarlier')}</p>;
  const newestFirst = [...earlier].sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return (
    <ol className={frame.list}>
      {newestFirst.map((note) => (
        <li key={note.lesson_id} className={frame.card}>
          <h3 className={frame.cardTitle}>{note.teacher_name}</h3>
          <p className={frame.muted}>
            {note.course_title} · <LocalTime iso={note.starts_at} lang={lang} timeZone={zone} format="day" />
          </p>
          <p className={frame.text}>{note.note}</p>
        </li>
      ))}
    </ol>
  );
}

type Saving =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; removed: boolean }
  | { status: 'failed'; missing: boolean };

/** This lesson's own note; saving an empty one removes it, and the page's data is loaded again. */
function NoteForm({ lessonId, initial }: { lessonId: number; initial: string }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const revalidator = useRevalidator();
  const [note, setNote] = useState(initial);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const id = useId();

  async function save() {
    setSaving({ status: 'saving' });
    try {
      const answer = await api.setHandover({
        params: { id: String(lessonId) },
        query: { language: lang },
        body: { note: note.trim() },
      });
      setNote(answer.note ?? '');
      setSaving({ status: 'saved', removed: answer.note === null });
    } catch (error) {
      // A lesson cancelled since the page loaded is no longer one whose note can be written.
      setSaving({ status: 'failed', missing: isApiError(error) && error.status === 404 });
      return;
    }
    void revalidator.revalidate();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  return (
    <form
      className={`${frame.card} ${frame.form} ${styles.noteForm}`}
      onSubmit={submit}
      aria-labelledby="handover-yours"
    >
      <label className={frame.label} htmlFor={`${id}-note`}>
        {t('handover.note')}
      </label>
      <p id={`${id}-hint`} className={`${frame.muted} ${styles.hint}`}>
        {t('handover.noteHint')}
      </p>
      <textarea
        id={`${id}-note`}
        value={note}
        rows={6}
        maxLength={NOTE_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setNote(event.target.value);
          if (saving.status === 'saved') setSaving({ status: 'idle' });
        }}
      />
      <Button type="submit" disabled={saving.status === 'saving'}>
        {saving.status === 'saving' ? t('handover.saving') : t('handover.save')}
      </Button>
      <p className={`${frame.status} ${styles.status}`} role="status">
        {saving.status === 'saved' ? t(saving.removed ? 'handover.removed' : 'handover.saved') : ''}
      </p>
      {saving.status === 'failed' ? (
        <div className={`${frame.error} ${styles.error}`} role="alert">
          <p>{saving.missing ? t('handover.cancelled') : t('handover.failed')}</p>
          {saving.missing ? null : (
            <Button type="button" variant="secondary" onClick={save}>
              {t('states.retry')}
            </Button>
          )}
        </div>
      ) : null}
    </form>
  );
}
