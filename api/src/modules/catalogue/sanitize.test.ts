import { describe, expect, it } from '@jest/globals';
import { sanitizeBodyHtml } from './sanitize.ts';

describe('sanitizeBodyHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeBodyHtml(
      '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    );
    expect(html).toBe('<p>Hi</p><img src="x" /><a rel="noopener noreferrer">x</a>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
  });

  it('keeps the allowed structure, links and images', () => {
    const html =
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em> <code>c</code><br /></p><hr />' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>' +
      '<figure><img src="https://cdn.example.com/a.png" alt="A" /><figcaption>cap</figcaption></figure>' +
      '<a href="/zh-cn/p/about">r</a><a href="mailto:hi@example.com">m</a>';
    expect(sanitizeBodyHtml(html)).toBe(
      html
        .replace('<a href="/zh-cn/p/about">', '<a href="/zh-cn/p/about" rel="noopener noreferrer">')
        .replace(
          '<a href="mailto:hi@example.com">',
          '<a href="mailto:hi@example.com" rel="noopener noreferrer">',
        ),
    );
  });

  it.each([
    ['<img src="http://insecure.example/a.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<p style="color:red" class="x" id="y">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<div><span>text</span></div>', 'text'],
    ['<svg><script>alert(1)</script></svg>', ''],
    [
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    ],
  ])('%s → %s', (input, output) => {
    expect(sanitizeBodyHtml(input)).toBe(output);
  });
});
