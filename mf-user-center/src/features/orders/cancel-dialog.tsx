import type { Order } from '@hanyu/contract';
import { buttonClassName, type OrderMessage, useOrderMessage } from '@hanyu/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './cancel-dialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Asks before cancelling an order (SPEC §4). A modal dialog: the safe choice, keeping the order, has the
 * focus first; Tab stays inside; Escape, the keep button and a click beside the dialog close it, and the
 * focus goes back to what opened it.
 */
export function CancelDialog({
  order,
  onKeep,
  onConfirm,
}: {
  order: Order;
  onKeep: () => void;
  /** Cancels the order; resolves with why it failed, or undefined once cancelled (the page closes the dialog). */
  onConfirm: () => Promise<OrderMessage | undefined>;
}) {
  const { t } = useTranslation('userCenter');
  const say = useOrderMessage();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OrderMessage>();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    keepRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function keep() {
    if (!busy) onKeep();
  }

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    const refusal = await onConfirm();
    setBusy(false);
    setFailure(refusal);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      keep();
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

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards have Escape and the keep button.
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && keep()}>
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
          {t('cancelDialog.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('cancelDialog.text', { id: order.id, title: order.course_title })}
        </p>
        {failure ? (
          <p className={styles.failure} role="alert">
            {say(failure)}
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
            {t('cancelDialog.keep')}
          </button>
          <button
            type="button"
            className={`${buttonClassName('primary')} ${styles.danger}`}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
