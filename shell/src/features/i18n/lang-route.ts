import {
  COOKIE_MAX_AGE_DAYS,
  COOKIES,
  FALLBACK_LANG,
  isLang,
  LANGS,
  type Lang,
  LOCALE_OF_LANG,
} from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { setLanguage } from '@hanyu/i18n';
import { readCookie, writeCookie } from '@hanyu/sdk';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';

/** The language `/` goes to: the cookie, else the browser's, else en (SPEC §2). */
export function preferredLang(cookie: string | undefined, browserLanguages: readonly string[]): Lang {
  if (isLang(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-cn';
    const base = lower.split('-')[0];
    const match = LANGS.find((lang) => lang === base);
    if (match) return match;
  }
  return FALLBACK_LANG;
}

export function rootRedirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = preferredLang(readCookie(COOKIES.lang), navigator.languages ?? [navigator.language]);
  return redirect(`/${lang}${url.search}${url.hash}`);
}

/** Validates the language segment, remembers it for 30 days and switches the interface to it. */
export async function langLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) {
    // The 404 page speaks the fallback language.
    await setLanguage(FALLBACK_LANG);
    throw data({ message: 'This page could not be found.' }, { status: 404 });
  }
  writeCookie(COOKIES.lang, lang, { maxAgeSeconds: COOKIE_MAX_AGE_DAYS * 24 * 3600 });
  await setLanguage(lang);
  // A server render has written it into the page (and the lang cookie into the response).
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_OF_LANG[lang];
  bus.emit('language:changed', { lang });
  return { lang };
}
