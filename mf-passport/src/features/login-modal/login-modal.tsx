import { type BusEvents, bus } from '@hanyu/event-bus';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { registerPassportStrings } from '../../locales/namespace.ts';
import { type OpenMode, type PassportMode, PassportPanel } from '../forms/passport-panel.tsx';
import styles from './login-modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves in when the dialog opens and back to what had it when it closes; the page behind
  // does not scroll.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // The first field of each panel takes the focus, so switching panels keeps the keyboard inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the panel changes.
  useEffect(() => {
    const first = dialogRef.current?.querySelector<HTMLElement>('input, button:not([data-close])');
    first?.focus();
  }, [mode]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards have Escape and the close button.
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
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
