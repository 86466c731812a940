import {
  AVATAR_IMAGE_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_PATH,
  type AvatarUploadResponse,
} from '@hanyu/contract';
import { upload } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../page-frame/form.module.css';
import styles from './profile-page.module.css';

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'done' }
  | { state: 'failed'; file: File | undefined; tooLarge: boolean };

/**
 * The avatar (SPEC §3, §5): a photo uploaded as soon as it is chosen, shown at once, and in the user menu
 * through the session's user info. A failed upload says so with a retry of the same file.
 */
export function AvatarField({
  avatar,
  onChange,
}: {
  avatar: string | null;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('userCenter');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadState>({ state: 'idle' });

  async function send(file: File) {
    // The server checks too (by the bytes); this saves sending 20 MB to hear "too large".
    if (file.size > AVATAR_MAX_BYTES) {
      setStatus({ state: 'failed', file: undefined, tooLarge: true });
      return;
    }
    setStatus({ state: 'uploading' });
    try {
      const answer = await upload<AvatarUploadResponse>(AVATAR_UPLOAD_PATH, file, {
        fallbackType: 'image/jpeg',
      });
      onChange(answer.avatar);
      sessionStore.setState((session) => ({
        user: session.user ? { ...session.user, avatar: answer.avatar } : session.user,
      }));
      setStatus({ state: 'done' });
    } catch {
      setStatus({ state: 'failed', file, tooLarge: false });
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file) void send(file);
  }

  const busy = status.state === 'uploading';
  return (
    <div className={styles.avatarField}>
      {avatar ? (
        <img
          className={styles.avatar}
          src={avatar}
          alt={t('account.info.avatar.alt')}
          width={96}
          height={96}
        />
      ) : (
        <span className={`${styles.avatar} ${styles.avatarEmpty}`} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="18" r="9" fill="currentColor" />
            <path d="M8 42c2-9 9-13 16-13s14 4 16 13z" fill="currentColor" />
          </svg>
        </span>
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor={inputId}>
          {t('account.info.fields.avatar')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={AVATAR_IMAGE_TYPES.join(',')}
          aria-describedby={hintId}
          onChange={onPick}
          disabled={busy}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
          {busy
            ? t('account.info.avatar.uploading')
            : avatar
              ? t('account.info.avatar.change')
              : t('account.info.avatar.choose')}
        </Button>
        <p id={hintId} className={form.hint}>
          {t('account.info.avatar.hint')}
        </p>
        <div aria-live="polite">
          {status.state === 'done' ? <p className={form.hint}>{t('account.info.avatar.uploaded')}</p> : null}
        </div>
        {status.state === 'failed' ? (
          <div className={form.failure} role="alert">
            <p className={styles.inline}>
              {status.tooLarge ? t('account.info.avatar.tooLarge') : t('account.info.avatar.uploadFailed')}
            </p>
            {status.file ? (
              <Button variant="secondary" onClick={() => status.file && void send(status.file)}>
                {t('account.info.avatar.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
