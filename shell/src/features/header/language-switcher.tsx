import { LANGS, type Lang } from '@hanyu/contract';
import { Link, useLocation } from 'react-router';
import { useLang } from '../i18n/use-lang.ts';
import { Dropdown } from './dropdown.tsx';
import styles from './header.module.css';

/** Each language named in itself, as language menus conventionally do. */
export const LANGUAGE_NAMES: Record<Lang, { name: string; flag: string }> = {
  'zh-cn': { name: '简体中文', flag: '🇨🇳' },
  en: { name: 'English', flag: '🇬🇧' },
  es: { name: 'Español', flag: '🇪🇸' },
  ja: { name: '日本語', flag: '🇯🇵' },
  ko: { name: '한국어', flag: '🇰🇷' },
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
          <span aria-hidden="true">🌐</span>
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
