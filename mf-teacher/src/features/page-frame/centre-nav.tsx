import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-frame.module.css';
import { useLang } from './use-lang.ts';

/**
 * The teaching centre's pages: the timetable with summaries and statistics, and the weekly availability.
 * A learner's pages and a lesson's handover are reached from the timetable, so they show it with neither current.
 */
export function CentreNav({ current }: { current?: 'timetable' | 'availability' }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const entries = [
    { key: 'timetable', href: `/${lang}/teach`, label: t('nav.timetable') },
    { key: 'availability', href: `/${lang}/user/timetable`, label: t('nav.availability') },
  ] as const;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
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
