import type { Tag } from '@hanyu/contract';
import styles from './cards.module.css';

/** A card's tags as small labels (not links: the whole card already is one). */
export function TagList({ tags, label }: { tags: readonly Tag[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className={styles.tag}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
