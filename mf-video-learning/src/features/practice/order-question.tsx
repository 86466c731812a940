import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './practice.module.css';

/**
 * "Order the words into a sentence": each word is a button; pressing one moves it to the end of the sentence,
 * pressing it in the sentence takes it out again. Buttons, so the keyboard and screen readers work as a tap.
 */
export function OrderQuestion({
  tokens,
  order,
  onOrder,
}: {
  tokens: readonly string[];
  /** The tokens' indexes placed so far, in order. */
  order: readonly number[];
  onOrder: (order: number[]) => void;
}) {
  const { t } = useTranslation('video');
  const sentenceId = useId();
  const poolId = useId();
  const left = tokens.map((token, index) => ({ token, index })).filter(({ index }) => !order.includes(index));
  return (
    <div className={styles.order}>
      <p id={sentenceId} className={styles.label}>
        {t('practice.sentence')}
      </p>
      <ul className={styles.sentence} aria-labelledby={sentenceId}>
        {order.length === 0 ? <li className={styles.placeholder}>{t('practice.emptySentence')}</li> : null}
        {order.map((index, place) => (
          <li key={index}>
            <button
              type="button"
              className={styles.token}
              lang="zh-Hans"
              aria-label={t('practice.remove', { token: tokens[index] })}
              onClick={() => onOrder(order.filter((_, at) => at !== place))}
            >
              {tokens[index]}
            </button>
          </li>
        ))}
      </ul>
      <p id={poolId} className={styles.label}>
        {t('practice.tokens')}
      </p>
      <ul className={styles.pool} aria-labelledby={poolId}>
        {left.map(({ token, index }) => (
          <li key={index}>
            <button
              type="button"
              className={styles.token}
              lang="zh-Hans"
              aria-label={t('practice.place', { token })}
              onClick={() => onOrder([...order, index])}
            >
              {token}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
