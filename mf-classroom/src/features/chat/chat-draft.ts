import { CHAT_DRAFT_STORAGE_KEY } from '@hanyu/ui';

/** Keeps a visitor's question while they sign in (the tab's sessionStorage; the login reloads the page). */
export function keepDraft(text: string): void {
  try {
    globalThis.sessionStorage?.setItem(CHAT_DRAFT_STORAGE_KEY, text);
  } catch {
    // Storage refused (a private window): the question is lost with the reload, nothing worse.
  }
}

/** The question kept before signing in, once: it is removed as it is taken. */
export function takeDraft(): string | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(CHAT_DRAFT_STORAGE_KEY) ?? undefined;
    globalThis.sessionStorage?.removeItem(CHAT_DRAFT_STORAGE_KEY);
    return text || undefined;
  } catch {
    return undefined;
  }
}
