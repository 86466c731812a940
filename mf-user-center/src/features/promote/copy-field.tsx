import { CopyButton } from '@hanyu/ui';
import { useId, useRef } from 'react';
import styles from './copy-field.module.css';

/**
 * A value to hand out (a code, a link) with a copy button. Where the browser refuses the clipboard, the button
 * says to copy by hand (SPEC §8) and the text is selected, ready for the keyboard's copy.
 */
export function CopyField({
  label,
  value,
  copy,
  copied,
  wide = false,
}: {
  label: string;
  value: string;
  copy: string;
  copied: string;
  wide?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const select = () => {
    input.current?.focus();
    input.current?.select();
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          ref={input}
          className={`${styles.input} ${wide ? '' : styles.code}`}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <CopyButton value={value} label={copy} done={copied} onFailed={select} />
      </div>
    </div>
  );
}
