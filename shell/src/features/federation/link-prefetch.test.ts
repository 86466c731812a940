import type { Registry } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { installLinkPrefetch, isSlowConnection } from './link-prefetch.ts';

const registry: Registry = {
  remotes: {
    mf_public: { manifest: '/remotes/mf-public/mf-manifest.json', prefixes: ['', 'live', 't'] },
    mf_booking: { manifest: '/remotes/mf-booking/mf-manifest.json', prefixes: ['book', 'checkout'] },
  },
};
const origin = 'http://localhost';

function page(connection?: { saveData?: boolean; effectiveType?: string }) {
  document.body.innerHTML = `
    <a id="book" href="/en/book/1">Book</a>
    <a id="teacher" href="/ja/t/1"><span id="inner">Teacher</span></a>
    <a id="away" href="https://elsewhere.example/en/book/1">Away</a>
    <a id="unknown" href="/en/nowhere">Nowhere</a>
    <a id="tab" href="/en/book/2" target="_blank">New tab</a>`;
  const ensure = jest.fn(async (_name: string) => true);
  const stop = installLinkPrefetch(
    { registry, ensure },
    { root: document, navigatorLike: { connection }, origin },
  );
  const over = (id: string) =>
    document.getElementById(id)?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  const focus = (id: string) =>
    document.getElementById(id)?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  return { ensure, stop, over, focus };
}

describe('link prefetch (SPEC §9)', () => {
  it('starts loading the remote a link leads to on a pointer over it or focus on it', () => {
    const { ensure, stop, over, focus } = page({ effectiveType: '4g' });
    over('book');
    focus('inner');
    expect(ensure.mock.calls.map(([name]) => name)).toEqual(['mf_booking', 'mf_public']);
    stop();
    over('book');
    expect(ensure).toHaveBeenCalledTimes(2);
  });

  it('leaves links to other sites, unknown pages and new tabs alone', () => {
    const { ensure, stop, over } = page();
    over('away');
    over('unknown');
    over('tab');
    expect(ensure).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }],
    [{ effectiveType: '2g' }],
    [{ effectiveType: 'slow-2g' }],
  ])('skips prefetch on a slow connection: %j', (connection) => {
    const { ensure, stop, over, focus } = page(connection);
    over('book');
    focus('teacher');
    expect(ensure).not.toHaveBeenCalled();
    stop();
  });

  it('reads the connection as it is now, not as it was', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '3g' } })).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(isSlowConnection({ connection: { saveData: true } })).toBe(true);
  });
});
