/**
 * What a remote's route objects carry in `handle` for the shell: layout, guards, menu tab and title.
 * The shell reads these; remotes never read each other's.
 */
export type LayoutName = 'default' | 'fullscreen' | 'user' | 'blank';

export interface RouteHandle {
  /** Which of the four layouts wraps the page; default when absent. */
  layout?: LayoutName;
  /** Signed-out visitors are sent to the login page with redirect_url. */
  needLogin?: boolean;
  /** User info is loaded before the page renders; implies needLogin. */
  needUserInfo?: boolean;
  /** Which menu tab is active. */
  tab?: string;
  /** i18n key (with namespace) of the page title; the shell appends the brand name. */
  titleKey?: string;
  /** Named route middleware the shell runs before the page; an unknown name is a 500. */
  middleware?: string[];
  /**
   * The page acts as it arrives (a sign-in callback, a payment's return page polling the gateway): on a
   * server-rendered page the app starts at load instead of on the visitor's first intent.
   */
  startAtLoad?: boolean;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  /** Route objects relative to /{lang}, e.g. `{ index: true }` or `{ path: 'about' }`. */
  routes: import('react-router').RouteObject[];
  /** Loads the remote's strings in the current language before its pages render. */
  init?: () => Promise<void>;
}

/**
 * sessionStorage keys under this prefix are work a page left for the next load to finish (a level test's
 * answers saved once the visitor has signed in): while one is there, a server-rendered page starts the app at
 * load instead of waiting for the visitor (shell/index.html).
 */
export const RESUME_STORAGE_PREFIX = 'hanyu.resume.';

/**
 * A visitor's question to support, kept while they sign in: the chat widget keeps it, and the shell's chat
 * launcher opens the support chat with it once they are signed in (the app starting at load for it).
 */
export const CHAT_DRAFT_STORAGE_KEY = `${RESUME_STORAGE_PREFIX}chat-draft`;
