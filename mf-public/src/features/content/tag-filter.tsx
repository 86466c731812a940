import type { Tag } from '@hanyu/contract';
import { useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './tag-filter.module.css';

interface TagFilterProps {
  tags: readonly Tag[];
  /** The tag being shown, or null for all. */
  current: number | null;
  /** The listing's path under /{lang}, e.g. `live`; tags link to `{base}/tag/{id}`. */
  base: string;
  /** Names the navigation landmark, e.g. "Filter by topic". */
  label: string;
}

/**
 * Tag chips linking to `…/tag/{tag_id}`, with "All" first; the current one carries aria-current. The sort
 * order is kept; the page and the search text are not (another tag is another list).
 */
export function TagFilter({ tags, current, base, label }: TagFilterProps) {
  const { t } = useTranslation('public');
  const to = useLocalePath();
  const { search } = useLocation();
  if (!tags.length) return null;
  const sort = new URLSearchParams(search).get('sort');
  const suffix = sort ? `?${new URLSearchParams({ sort })}` : '';
  const chips: { id: number | null; name: string; path: string }[] = [
    { id: null, name: t('catalogue.filter.all'), path: base },
    ...tags.map((tag) => ({ id: tag.id, name: tag.name, path: `${base}/tag/${tag.id}` })),
  ];
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.list}>
        {chips.map((chip) => {
          const active = chip.id === current;
          return (
            <li key={chip.id ?? 'all'}>
              <Link
                to={`${to(chip.path)}${suffix}`}
                className={`${styles.chip} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
