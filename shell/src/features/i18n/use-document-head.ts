import { alternatePaths } from '@hanyu/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../brand/brand-context.tsx';

/** The one element of the head matching `selector`, made when the page has none yet. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** The origin of the canonical link the server wrote, else this tab's. */
function siteOrigin(): string {
  const written = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return written ? new URL(written).origin : location.origin;
  } catch {
    return location.origin;
  }
}

/**
 * Points the page's hreflang alternates and canonical link at `pathname` (the server sends the first set). The
 * links keep the site's origin the server wrote (PUBLIC_URL), not the one this tab happens to use.
 */
export function syncAlternateLinks(pathname: string): void {
  const origin = siteOrigin();
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const canonical of document.head.querySelectorAll('link[rel="canonical"]')) canonical.remove();
  const alternates = alternatePaths(pathname);
  if (!alternates) return;
  for (const { hreflang, path } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = new URL(path, origin).href;
    document.head.append(link);
  }
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = new URL(pathname, origin).href;
  document.head.append(canonical);
}

/**
 * The document head of the page on screen: "Page · Brand" as the title, its description, and the same
 * page in the other languages. Crawlers and link previews read these.
 */
export function useDocumentHead({ title, description }: { title?: string; description?: string }): void {
  const brand = useBrand();
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);
  useEffect(() => {
    if (!description) return;
    const meta = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.content = description;
  }, [description]);
  useEffect(() => syncAlternateLinks(pathname), [pathname]);
}
