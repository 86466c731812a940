import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { buttonClassName } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { useModal } from './modal.ts';

/**
 * Asks before a change that cannot be taken back (cancelling an order, unlinking an account). A modal dialog
 * (useModal): the safe choice, keep, has the focus first; Escape, the keep button and a press beside the
 * dialog keep, except while the change is under way. A failure is said inside, and the dialog stays open.
 */
export function ConfirmDialog({
  title,
  text,
  keepLabel,
  confirmLabel,
  busyLabel,
  onKeep,
  onConfirm,
}: {
  title: string;
  text: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  onKeep: () => void;
  /** Makes the change; resolves with why it failed, or undefined once done (the page closes the dialog). */
  onConfirm: () => Promise<string | undefined>;
}) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  function keep() {
    if (!busy) onKeep();
  }

  const { dialogRef, onKeyDown, onBackdropMouseDown } = useModal(keep);

  useEffect(() => {
    keepRef.current?.focus();
  }, []);

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    const refusal = await onConfirm();
    setBusy(false);
    setFailure(refusal);
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards have Escape and the keep button.
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={textId} className={styles.text}>
          {text}
        </p>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            ref={keepRef}
            type="button"
            className={buttonClassName('secondary')}
            onClick={keep}
            disabled={busy}
          >
            {keepLabel}
          </button>
          <button
            type="button"
            className={`${buttonClassName('primary')} ${styles.danger}`}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
