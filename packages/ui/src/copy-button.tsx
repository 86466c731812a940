import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './copy-button.module.css';

const FEEDBACK_MS = 2_500;

/**
 * Copies a value to the clipboard and says so; where the browser refuses, asks to copy by hand (SPEC §8), and
 * `onFailed` may select the text shown for that.
 */
export function CopyButton({
  value,
  label,
  done,
  onFailed,
}: {
  value: string;
  label: string;
  done: string;
  onFailed?: () => void;
}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
      onFailed?.();
    }
  };

  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="small" onClick={copy}>
        {state === 'copied' ? done : label}
      </Button>
      <span className={styles.copyStatus} role="status">
        {state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
