import type { GroupSessionItem } from '@hanyu/contract';
import { upload } from '@hanyu/sdk';
import { useSession } from '@hanyu/session';
import { Button, buttonClassName, LocalTime, useLang } from '@hanyu/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { api } from '../../api.ts';
import styles from '../entry/entry.module.css';
import { EntryFrame } from '../entry/entry-frame.tsx';
import type { groupSessionsLoader } from './group-sessions-loader.ts';

/** The classroom's numbers (CLASSROOM_ROLE teacher, ROOM_TYPE big class), copied: no contract values here. */
const TEACHER_ROLE = 1;
const BIG_CLASS = 2;

/**
 * learning/group/:item_id (item_id: the group course): the class's sessions with their times in the
 * viewer's zone, each one's room state and entry button (open from 20 minutes before the start), and the
 * replay of each finished session; the class's teacher gives the replays here.
 */
export function GroupSessionsPage() {
  const { t } = useTranslation('classroom');
  const { group, loadedAt } = useLoaderData<typeof groupSessionsLoader>();
  const revalidator = useRevalidator();
  return (
    <EntryFrame>
      <header>
        <h1 className={styles.title}>{group.course_title}</h1>
        <p>
          {group.room_type === BIG_CLASS ? t('group.bigClass') : t('group.smallClass')} ·{' '}
          {t('lesson.with', { name: group.teacher_name })}
        </p>
      </header>
      {group.cancelled ? <p role="status">{t('group.cancelled')}</p> : null}
      <h2>{t('group.sessions')}</h2>
      {group.sessions.length === 0 ? <p>{t('group.none')}</p> : null}
      <ol aria-label={t('group.sessions')}>
        {group.sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            teacher={group.role === TEACHER_ROLE}
            watch={group.room_type === BIG_CLASS && group.role !== TEACHER_ROLE}
            now={loadedAt}
            onChanged={() => void revalidator.revalidate()}
          />
        ))}
      </ol>
    </EntryFrame>
  );
}

function SessionRow({
  session,
  teacher,
  watch,
  now,
  onChanged,
}: {
  session: GroupSessionItem;
  teacher: boolean;
  watch: boolean;
  /** When the sessions were read. */
  now: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('classroom');
  const lang = useLang();
  const zone = useSession((state) => state.timeZone);
  const time = (iso: string, format: 'dateTime' | 'time') => (
    <LocalTime iso={iso} lang={lang} timeZone={zone} format={format} />
  );
  const ended = Date.parse(session.ends_at) <= now;
  return (
    <li data-session={session.id} data-state={session.state}>
      <p>
        {time(session.starts_at, 'dateTime')} – {time(session.ends_at, 'time')} ·{' '}
        <span>{t(`group.${session.state}`)}</span>
      </p>
      {session.state === 'open' ? (
        <Link
          className={buttonClassName('primary', 'small')}
          to={`/${lang}/learning/group/room/mobile/${session.id}`}
        >
          {watch ? t('group.watch') : t('group.enter')}
        </Link>
      ) : session.state === 'early' ? (
        <p>
          {t('group.opensAt', { time: '' })}
          {time(session.opens_at, 'dateTime')}
        </p>
      ) : null}
      {session.replay ? (
        <figure>
          <figcaption>{t('group.replay')}</figcaption>
          {session.replay.kind === 'file' ? (
            // biome-ignore lint/a11y/useMediaCaption: a class recording has no caption track.
            <video controls preload="metadata" src={session.replay.url} width="320" />
          ) : (
            <a href={session.replay.url} target="_blank" rel="noreferrer noopener">
              {t('group.replay')}
            </a>
          )}
        </figure>
      ) : ended ? (
        <p>
          {t('group.replayPending', { time: '' })}
          {time(session.replay_due_at, 'dateTime')}
        </p>
      ) : null}
      {teacher && ended ? <ReplayForm sessionId={session.id} onSaved={onChanged} /> : null}
    </li>
  );
}

/** The teacher's replay: a video file uploaded to the server, or the address of one elsewhere. */
function ReplayForm({ sessionId, onSaved }: { sessionId: number; onSaved: () => void }) {
  const { t } = useTranslation('classroom');
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');

  async function saveUrl(event: FormEvent) {
    event.preventDefault();
    setStatus('busy');
    try {
      await api.setGroupReplay({ params: { id: String(sessionId) }, body: { url } }, { quiet: true });
      setStatus('saved');
      onSaved();
    } catch {
      setStatus('failed');
    }
  }

  async function uploadReplay(file: File) {
    setStatus('busy');
    try {
      await upload(`/classroom/sessions/${sessionId}/replay/file`, file, {
        method: 'PUT',
        fallbackType: 'video/mp4',
        quiet: true,
      });
    } catch {
      setStatus('failed');
      return;
    }
    setStatus('saved');
    onSaved();
  }

  return (
    <form onSubmit={saveUrl} aria-label={t('group.giveReplay')}>
      <label>
        {t('group.uploadFile')}
        <input
          type="file"
          accept="video/mp4,video/webm,video/quicktime"
          disabled={status === 'busy'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void uploadReplay(file);
          }}
        />
      </label>
      <label>
        {t('group.replayUrl')}
        <input type="url" required value={url} onChange={(event) => setUrl(event.target.value)} />
      </label>
      <Button type="submit" size="small" disabled={status === 'busy'}>
        {t('group.saveUrl')}
      </Button>
      <p role="status">
        {status === 'busy'
          ? t('group.uploading')
          : status === 'saved'
            ? t('group.saved')
            : status === 'failed'
              ? t('group.uploadFailed')
              : ''}
      </p>
    </form>
  );
}
