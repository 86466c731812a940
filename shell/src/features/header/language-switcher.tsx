import { LANG_OWN_NAMES, LANGS, type Lang } from '@hanyu/contract';
import { useLang } from '@hanyu/ui';
import { Link, useLocation } from 'react-router';
import { Dropdown } from './dropdown.tsx';
import styles from './header.module.css';

/** Each language named in itself, as language menus conventionally do. */
export const LANGUAGE_NAMES: Record<Lang, { name: string; flag: string }> = {
  'zh-cn': { name: LANG_OWN_NAMES['zh-cn'], flag: '🇨🇳' },
  en: { name: LANG_OWN_NAMES.en, flag: '🇬🇧' },
  es: { name: LANG_OWN_NAMES.es, flag: '🇪🇸' },
  ja: { name: LANG_OWN_NAMES.ja, flag: '🇯🇵' },
  ko: { name: LANG_OWN_NAMES.ko, flag: '🇰🇷' },
};

/** The same page in another language: only the first segment changes; query and hash stay. */
export function pathInLang(pathname: string, search: string, hash: string, lang: Lang): string {
  const [, , ...rest] = pathname.split('/');
  return `/${[lang, ...rest].filter((part, index) => index === 0 || part !== '').join('/')}${search}${hash}`;
}

export function LanguageSwitcher({ label }: { label: string }) {
  const current = useLang();
  const { pathname, search, hash } = useLocation();
  return (
    <Dropdown
      align="end"
      testId="language-switcher"
      label={
        <>
          <span className="hy-visually-hidden">{label}: </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
          </svg>
          <span aria-hidden="true" className={styles.langCode}>
            {current === 'zh-cn' ? '中文' : current.toUpperCase()}
          </span>
          <span className="hy-visually-hidden">{LANGUAGE_NAMES[current].name}</span>
        </>
      }
    >
      <ul className={styles.menuList} lang="">
        {LANGS.map((lang) => (
          <li key={lang}>
            <Link
              className={styles.menuItem}
              to={pathInLang(pathname, search, hash, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              data-lang={lang}
            >
              <span aria-hidden="true">{LANGUAGE_NAMES[lang].flag}</span> {LANGUAGE_NAMES[lang].name}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
