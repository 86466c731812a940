import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './header.module.css';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';

/**
 * A disclosure menu: opens on click, closes on Escape, outside click and navigation, and returns focus
 * to its button.
 */
export function Dropdown({
  label,
  children,
  align = 'start',
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  testId?: string;
}) {
  const [open, setOpen] = useOpenUntilNavigation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return (
    <div className={styles.dropdown} ref={root} data-testid={testId}>
      <button
        ref={button}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={menuId} className={`${styles.menu} ${align === 'end' ? styles.menuEnd : ''}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
