import { FALLBACK_LANG, LANGS, type Lang, type TranslationRow } from '@hanyu/contract';
import { currentRenderScope, pageSingleton, renderScoped } from '@hanyu/event-bus';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Loads one namespace's strings in one language, usually a dynamic import, so a page downloads only its language. */
export type NamespaceLoader = (
  lang: Lang,
) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

type Shared = { instance: I18n; loaders: Map<string, NamespaceLoader>; loading: Map<string, Promise<void>> };

function createShared(): Shared {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: FALLBACK_LANG,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGS],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    resources: {},
  });
  return {
    instance,
    loaders: new Map([['common', (lang) => import(`./common/${lang}.ts`)]]),
    loading: new Map(),
  };
}

/** One i18next instance per page, shared by the shell and the remotes; its strings are every render's. */
const shared = pageSingleton('i18n', createShared);

/**
 * A server render's own instance (renderScoped): the page instance's strings (one shared store, loaded once),
 * its own language, so renders in different languages run side by side without switching each other's.
 */
const renderInstance = renderScoped('i18n', () => shared.instance.cloneInstance({ initAsync: false }));

/**
 * The instance of this page, or of the server render running now. The app hands it to React
 * (`I18nextProvider`); code outside React reads it through `i18n`.
 */
export function currentI18n(): I18n {
  return currentRenderScope() ? renderInstance() : shared.instance;
}

/** The current instance (currentI18n) as one object: the page's in the browser, the render's on the server. */
export const i18n: I18n = new Proxy(shared.instance, {
  get(_target, property) {
    const instance = currentI18n();
    const value = Reflect.get(instance, property, instance);
    return typeof value === 'function' ? value.bind(instance) : value;
  },
  set(_target, property, value) {
    return Reflect.set(currentI18n(), property, value);
  },
});

/** Loads a namespace in a language once; concurrent callers share the download. */
function loadNamespace(ns: string, lang: Lang): Promise<void> {
  const key = `${lang}/${ns}`;
  const loader = shared.loaders.get(ns);
  if (!loader) return Promise.resolve();
  let loading = shared.loading.get(key);
  if (!loading) {
    loading = loader(lang).then((module) => {
      const resources = ('default' in module ? module.default : module) as Record<string, unknown>;
      shared.instance.addResourceBundle(lang, ns, resources, true, false);
    });
    // A failed download may be retried by the next caller.
    loading.catch(() => shared.loading.delete(key));
    shared.loading.set(key, loading);
  }
  return loading;
}

/**
 * Loads every registered namespace in `lang`, those registered while it loads included. Only in `lang`: every
 * namespace has every key in every language (each package's locale parity test), so a page never downloads the
 * fallback language's strings beside its own (12–16 KB gzip of English on every other language's first load).
 */
async function loadLanguage(lang: Lang): Promise<void> {
  for (;;) {
    const namespaces = [...shared.loaders.keys()];
    await Promise.all(namespaces.map((ns) => loadNamespace(ns, lang)));
    if (shared.loaders.size === namespaces.length) return;
  }
}

/** The language an instance is switching to (setLanguage under way), for namespaces registered meanwhile. */
const switching = new WeakMap<I18n, Lang>();

/**
 * Registers a namespace (a remote's own strings). Resolves once it is loaded in the current language, and in
 * the one the interface is switching to (a page's first render may come before the switch ends), so a remote
 * renders translated text on its first paint.
 */
export async function registerNamespace(ns: string, loader: NamespaceLoader): Promise<void> {
  if (!shared.loaders.has(ns)) shared.loaders.set(ns, loader);
  const { options } = shared.instance;
  if (!options.ns || !([] as string[]).concat(options.ns).includes(ns)) {
    options.ns = [...([] as string[]).concat(options.ns ?? []), ns];
  }
  const next = switching.get(currentI18n());
  await Promise.all([loadLanguage(currentLang()), ...(next ? [loadLanguage(next)] : [])]);
}

/**
 * Switches the interface language once every registered namespace is loaded in it: the page's, or in a server
 * render only that render's.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  const instance = currentI18n();
  switching.set(instance, lang);
  try {
    await loadLanguage(lang);
    if (instance.language !== lang) await instance.changeLanguage(lang);
  } finally {
    if (switching.get(instance) === lang) switching.delete(instance);
  }
}

/**
 * An instance fixed to `lang`, sharing the page instance's strings, once every registered namespace is loaded
 * in it: for a server render, which must not switch the language of renders running beside it.
 */
export async function translatorFor(lang: Lang): Promise<I18n> {
  await loadLanguage(lang);
  return shared.instance.cloneInstance({ lng: lang, initAsync: false });
}

export function currentLang(): Lang {
  const lang = currentI18n().language as Lang;
  return LANGS.includes(lang) ? lang : FALLBACK_LANG;
}

/**
 * Applies interface strings edited in the translations table (SPEC §3) over the bundled ones: rows whose
 * field_name is `namespace:key.path` and model_id is 0.
 */
export function applyTranslationRows(rows: readonly TranslationRow[]): number {
  let applied = 0;
  for (const row of rows) {
    const separator = row.field_name.indexOf(':');
    if (row.model_id !== 0 || separator <= 0) continue;
    shared.instance.addResource(
      row.language_trans,
      row.field_name.slice(0, separator),
      row.field_name.slice(separator + 1),
      row.value_char,
    );
    applied++;
  }
  return applied;
}
