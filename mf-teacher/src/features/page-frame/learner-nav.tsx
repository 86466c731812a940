import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-frame.module.css';
import { useLang } from './use-lang.ts';

/** A learner's pages for their teachers: the lesson records, and the level with the progress trail. */
export function LearnerNav({
  userId,
  name,
  current,
}: {
  userId: number;
  name: string;
  current?: 'records' | 'level';
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const entries = [
    { key: 'records', href: `/${lang}/module/user/records/${userId}`, label: t('learner.records') },
    { key: 'level', href: `/${lang}/module/user/level/${userId}`, label: t('learner.level') },
  ] as const;
  return (
    <nav className={styles.nav} aria-label={t('learner.label', { name })}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.href}
              className={entry.key === current ? styles.current : undefined}
              aria-current={entry.key === current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
