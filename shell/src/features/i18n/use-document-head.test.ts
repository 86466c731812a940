import { syncAlternateLinks } from './use-document-head.ts';

describe('syncAlternateLinks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the site origin the server wrote for canonical and hreflang links', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.hanyu.example/en/about">';
    syncAlternateLinks('/ja/t/3');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://www.hanyu.example/ja/t/3',
    );
    const alternates = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    expect(alternates.length).toBeGreaterThan(0);
    expect(alternates.every((link) => link.href.startsWith('https://www.hanyu.example/'))).toBe(true);
  });

  it("uses the tab's origin when the server wrote none", () => {
    syncAlternateLinks('/en/about');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${location.origin}/en/about`,
    );
  });
});
