import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';

/** index.html's inline scripts, the one with the early press recorder and the one showing local times. */
async function inlineScripts(): Promise<{ early: string; times: string }> {
  const html = await readFile(new URL('../../../index.html', import.meta.url), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return {
    early: scripts.find((script) => script.includes('__HANYU_EARLY__')) ?? '',
    times: scripts.find((script) => script.includes('data-zone-unknown')) ?? '',
  };
}

describe("index.html's early press recorder", () => {
  it('keeps a press on a server page button that needs the app, and nothing else', async () => {
    const source = (await inlineScripts()).early;
    document.body.innerHTML = `<div id="root" data-server-rendered><main id="main">
      <button type="button">Start</button><a href="/x"><button type="button">In link</button></a>
      <button type="submit">Search</button></main></div>`;
    new Function(source)();
    const early = window.__HANYU_EARLY__;
    const click = (element: Element | undefined) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const [start, inLink, submit] = [...document.querySelectorAll('button')];
    expect(click(submit)).toBe(false);
    expect(click(inLink)).toBe(false);
    expect(early?.pressed).toBeNull();
    expect(click(start)).toBe(true);
    expect(early?.pressed).toBe(start);
    early?.stop();
    expect(click(start)).toBe(false);
    window.__HANYU_EARLY__ = undefined;
    document.body.innerHTML = '';
  });

  it("adds the app's entry when the visitor reaches for a control, and fetches its code once loaded", async () => {
    const source = (await inlineScripts()).early;
    const plan = { entry: ['/assets/main.1.js'], prefetch: ['/assets/main.1.js', '/m/mf-manifest.json'] };
    document.head.innerHTML = `<script type="application/json" id="hanyu-start">${JSON.stringify(plan)}</script>`;
    document.body.innerHTML = `<div id="root" data-server-rendered><main id="main" tabindex="-1">
      <p>Text</p><a href="/en/t/1">Teacher</a><button type="button">Menu</button></main></div>`;
    const idle = window.requestIdleCallback;
    window.requestIdleCallback = ((callback: () => void) => {
      callback();
      return 0;
    }) as typeof window.requestIdleCallback;
    new Function(source)();
    const entries = () =>
      [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    const over = (selector: string) =>
      document.querySelector(selector)?.dispatchEvent(new Event('pointerover', { bubbles: true }));

    window.dispatchEvent(new Event('load'));
    const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')];
    expect(prefetched.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/assets/main.1.js', 'script'],
      ['/m/mf-manifest.json', 'fetch'],
    ]);
    // Pointing at text, or at a link (which works without the app), starts nothing.
    over('p');
    over('a');
    expect(entries()).toEqual([]);
    over('button');
    over('button');
    expect(entries()).toEqual(['/assets/main.1.js']);
    expect(window.__HANYU_EARLY__?.started).toBe(true);
    // Scrolling on would have started it too: it starts once.
    document.dispatchEvent(new Event('wheel', { bubbles: true }));
    expect(entries()).toEqual(['/assets/main.1.js']);
    window.__HANYU_EARLY__?.stop();

    // A fresh page: a visitor scrolling on starts it while they read.
    document.head.querySelectorAll('script[src]').forEach((script) => {
      script.remove();
    });
    new Function(source)();
    document.querySelector('p')?.dispatchEvent(new Event('wheel', { bubbles: true }));
    expect(entries()).toEqual(['/assets/main.1.js']);

    window.__HANYU_EARLY__?.stop();
    window.__HANYU_EARLY__ = undefined;
    window.requestIdleCallback = idle;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
});

describe("index.html's early form recorder", () => {
  it('keeps a form that needs the app from submitting natively, and lets one with an action go', async () => {
    const source = (await inlineScripts()).early;
    document.body.innerHTML = `<div id="root" data-server-rendered><main id="main">
      <form id="app"><input name="email"><button type="submit">Send</button></form>
      <form id="native" action="/en/live" method="get"><button type="submit">Search</button></form></main></div>`;
    new Function(source)();
    const early = window.__HANYU_EARLY__;
    const submit = (form: HTMLFormElement, submitter: HTMLElement | null) => {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const app = document.getElementById('app') as HTMLFormElement;
    const native = document.getElementById('native') as HTMLFormElement;
    expect(submit(native, native.querySelector('button'))).toBe(false);
    expect(early?.submitted ?? null).toBeNull();
    expect(submit(app, app.querySelector('button'))).toBe(true);
    expect(early?.submitted).toEqual({ form: app, submitter: app.querySelector('button') });
    early?.stop();
    expect(submit(app, null)).toBe(false);
    window.__HANYU_EARLY__ = undefined;
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('starts the app at once when a page left work for this load to finish', async () => {
    const source = (await inlineScripts()).early;
    document.head.innerHTML = `<script type="application/json" id="hanyu-start">${JSON.stringify({
      entry: ['/assets/main.1.js'],
      prefetch: [],
    })}</script>`;
    sessionStorage.setItem('hanyu.resume.level-test', '{}');
    new Function(source)();
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual([
      '/assets/main.1.js',
    ]);
    window.__HANYU_EARLY__?.stop();
    window.__HANYU_EARLY__ = undefined;
    sessionStorage.clear();
    document.head.innerHTML = '';
  });
});

describe("index.html's local times", () => {
  it("rewrites the times of a page rendered in Beijing time in the browser's zone, as the app formats them", async () => {
    const { formatDateTime, formatDay } = await import('@hanyu/ui');
    const { browserTimeZone, formatUtcOffset } = await import('@hanyu/session');
    const source = (await inlineScripts()).times;
    const iso = '2026-12-01T18:00:00.000Z';
    document.documentElement.lang = 'en-US';
    document.body.innerHTML = `<div id="root" data-server-rendered data-zone-unknown>
      <time data-local="dateTime" datetime="${iso}">Dec 2, 2026, 2:00 AM</time>
      <time data-local="day" datetime="${iso}">Dec 2, 2026</time>
      <time data-local="weekdayTime" datetime="${iso}">Wednesday 02:00</time>
      <time data-local="time" datetime="${iso}">02:00</time>
      <time data-local="clock" datetime="${iso}">02:00</time>
      <span data-local-zone="">Asia/Shanghai</span> <span data-local-offset="">UTC+8</span></div>`;
    new Function(source)();
    const zone = browserTimeZone();
    const [dateTime, day] = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(dateTime).toBe(formatDateTime(iso, 'en', zone));
    expect(day).toBe(formatDay(iso, 'en', zone));
    // Every format the app renders, with the same options.
    const { LOCAL_TIME_FORMATS } = await import('@hanyu/ui');
    for (const [name, options] of Object.entries(LOCAL_TIME_FORMATS))
      expect(document.querySelector(`time[data-local="${name}"]`)?.textContent).toBe(
        new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(new Date(iso)),
      );
    expect(document.querySelector('[data-local-zone]')?.textContent).toBe(zone);
    expect(document.querySelector('[data-local-offset]')?.textContent).toBe(formatUtcOffset(zone));
    // A page rendered in the visitor's own zone is left as it is.
    document.body.innerHTML =
      '<div id="root" data-server-rendered><span data-local-zone="">Europe/Madrid</span></div>';
    new Function(source)();
    expect(document.querySelector('[data-local-zone]')?.textContent).toBe('Europe/Madrid');
    document.body.innerHTML = '';
  });
});
