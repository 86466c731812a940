/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderFrame } from './ssr.tsx';

describe('renderFrame', () => {
  it("renders the header and footer of the page's language around its <main>, signed out", async () => {
    const frame = await renderFrame('https://hanyu.example/ja/live/tag/3?page=2');
    expect(frame?.brand).toBe('hanyu');
    const { before = '', after = '' } = frame ?? {};
    expect(before).toMatch(/<header[^>]*>/);
    expect(before).toMatch(/<main id="main"[^>]*tabindex="-1"[^>]*>$/i);
    expect(after.startsWith('</main><footer')).toBe(true);
    // Translated navigation, the language menu keeping the page and its query, the signed-out actions.
    expect(before).toContain('href="/ja/pub"');
    expect(before).toContain('ブログ');
    expect(before).toContain('href="/en/live/tag/3?page=2"');
    expect(before).toContain('ログイン');
    expect(before).not.toContain('/ja/user');
    // Without a utc cookie the visitor's time zone is the browser's to say.
    expect(after).toMatch(/<span data-testid="time-zone"><\/span>/);
  });

  it('shows the time zone a utc cookie names, and ignores one that names none', async () => {
    const shanghai = await renderFrame('https://hanyu.example/en/pub', 'lang=en; utc=Asia%2FShanghai');
    expect(shanghai?.after).toContain('Times are shown in UTC+8 (Asia/Shanghai)');
    const bogus = await renderFrame('https://hanyu.example/en/pub', 'utc=Mars%2FOlympus');
    expect(bogus?.after).toMatch(/<span data-testid="time-zone"><\/span>/);
  });

  it('gives two renders in different languages each their own, whatever their order', async () => {
    const [ko, es] = await Promise.all([
      renderFrame('https://hanyu.example/ko/pub'),
      renderFrame('https://hanyu.example/es/pub'),
    ]);
    expect(ko?.before).toContain('블로그');
    expect(es?.before).toContain('Blog');
    expect(es?.before).not.toContain('블로그');
  });

  it('leaves other brands and paths without a language to the browser', async () => {
    expect(await renderFrame('https://jyda.example.com/en/live')).toBeNull();
    expect(await renderFrame('https://hanyu.example/xx/live')).toBeNull();
  });
});
