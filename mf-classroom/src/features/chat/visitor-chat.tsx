import { bus } from '@hanyu/event-bus';
import { Button } from '@hanyu/ui';
import { type FormEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import { keepDraft } from './chat-draft.ts';
import { MESSAGE_MAX_LENGTH } from './chat-thread.ts';
import own from './visitor-chat.module.css';

/**
 * The widget for a visitor (pre-sales questions): support answers signed-in people only (the API's chat needs
 * an account to answer to), so the visitor writes the question here and signs in or signs up to send it; the
 * question is kept through the sign-in and waits, written, in the support chat (docs/decisions.md).
 */
export function VisitorChat({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('classroom');
  const [text, setText] = useState('');
  const headingId = useId();
  const inputId = useId();

  const signIn = (mode: 'login' | 'register') => (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim()) keepDraft(text.trim());
    onClose();
    bus.emit('passport:open', { mode });
  };

  return createPortal(
    <div
      className={`${styles.widget} ${own.compact}`}
      role="dialog"
      aria-labelledby={headingId}
      data-testid="visitor-chat"
    >
      <header className={styles.threadHeader}>
        <h2 id={headingId} className={styles.threadTitle}>
          {t('chat.visitorTitle')}
        </h2>
        <Button size="small" variant="ghost" onClick={onClose} aria-label={t('chat.close')}>
          ×
        </Button>
      </header>
      <form className={own.form} onSubmit={signIn('login')}>
        <p className={own.lead}>{t('chat.visitorLead')}</p>
        <label htmlFor={inputId} className={own.label}>
          {t('chat.visitorQuestion')}
        </label>
        <textarea
          id={inputId}
          className={own.input}
          value={text}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        <p className={own.note}>{t('chat.visitorKept')}</p>
        <div className={own.actions}>
          <Button type="submit">{t('chat.visitorSignIn')}</Button>
          <Button type="button" variant="secondary" onClick={() => signIn('register')()}>
            {t('chat.visitorRegister')}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
