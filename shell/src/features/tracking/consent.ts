/** The visitor's answer about the tracking tag: not asked yet, yes, or no. */
export type Consent = 'unasked' | 'granted' | 'denied';

export const CONSENT_KEY = 'hanyu:tracking-consent';

/** The answer this browser gave; unreadable storage (a private window that refuses it) counts as not asked. */
export function readConsent(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Consent {
  try {
    const stored = storage?.getItem(CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unasked';
  } catch {
    return 'unasked';
  }
}

export function writeConsent(
  given: 'granted' | 'denied',
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CONSENT_KEY, given);
  } catch {
    // Kept for this page only: the banner is asked again on the next visit.
  }
}

/** Adds the tag's script once. */
export function loadTrackingTag(src: string, doc: Document = document): void {
  if (doc.querySelector('script[data-tracking-tag]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.trackingTag = '';
  doc.head.append(script);
}
