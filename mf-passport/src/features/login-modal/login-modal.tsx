import { type BusEvents, bus } from '@hanyu/event-bus';
import { useModal } from '@hanyu/ui';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { registerPassportStrings } from '../../locales/namespace.ts';
import { type OpenMode, type PassportMode, PassportPanel } from '../forms/passport-panel.tsx';
import styles from './login-modal.module.css';

type PassportOpen = BusEvents['passport:open'];

/** Events some instance of the modal has opened for. */
const answered = new WeakSet<PassportOpen>();

export interface LoginModalProps {
  /** SPEC §4: after signing in or up the page reloads. Replaceable in tests. */
  reload?: () => void;
}

/**
 * The passport modal the shell mounts in its layouts (SPEC §2, §4): closed ('none') until a
 * `passport:open` event asks for one of its panels.
 */
export default function LoginModal({ reload = () => window.location.reload() }: LoginModalProps) {
  const [mode, setMode] = useState<PassportMode>('none');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    registerPassportStrings().then(
      () => active && setReady(true),
      (error: unknown) => console.error('[mf-passport] strings failed to load', error),
    );
    const open = (event: PassportOpen) => {
      answered.add(event);
      setMode(event.mode);
    };
    // The shell loads this modal when the page is idle: a click on its login button before that
    // is answered now, but an event some earlier instance answered is not replayed.
    const missed = bus.last('passport:open');
    if (missed && !answered.has(missed)) open(missed);
    const off = bus.on('passport:open', open);
    return () => {
      active = false;
      off();
    };
  }, []);

  if (mode === 'none' || !ready) return null;
  return createPortal(
    <PassportDialog mode={mode} onModeChange={setMode} onClose={() => setMode('none')} reload={reload} />,
    document.body,
  );
}

interface PassportDialogProps {
  mode: OpenMode;
  onModeChange: (mode: OpenMode) => void;
  onClose: () => void;
  reload: () => void;
}

function PassportDialog({ mode, onModeChange, onClose, reload }: PassportDialogProps) {
  const { t } = useTranslation('passport');
  const headingId = useId();
  const { dialogRef, onKeyDown, onBackdropMouseDown } = useModal(onClose);

  // The first field of each panel takes the focus, so switching panels keeps the keyboard inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the panel changes.
  useEffect(() => {
    const first = dialogRef.current?.querySelector<HTMLElement>('input, button:not([data-close])');
    first?.focus();
  }, [mode]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards have Escape and the close button.
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className={styles.close}
          data-close
          aria-label={t('dialog.close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <PassportPanel mode={mode} onModeChange={onModeChange} onSignedIn={reload} headingId={headingId} />
      </div>
    </div>
  );
}
