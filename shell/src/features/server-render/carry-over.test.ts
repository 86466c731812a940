import { describe, expect, it, jest } from '@jest/globals';
import { carryOverInteractions } from './carry-over.ts';

const PAGE = `<header></header><main><form><input name="q" value=""><select name="sort">
  <option value="popular" selected>Popular</option><option value="rating">Rating</option></select>
  <button type="button">Start</button></form></main>`;

describe('carryOverInteractions', () => {
  it("carries typed values, the focused field and the last press over to the app's render", () => {
    const container = document.createElement('div');
    container.innerHTML = PAGE;
    document.body.append(container);
    const replay = carryOverInteractions(container);

    // The visitor uses the server's page before the app has started.
    const serverInput = container.querySelector('input') as HTMLInputElement;
    serverInput.focus();
    serverInput.value = 'tones';
    (container.querySelector('select') as HTMLSelectElement).value = 'rating';
    const serverClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    (container.querySelector('button') as HTMLButtonElement).dispatchEvent(serverClick);
    expect(serverClick.defaultPrevented).toBe(true);

    // The app replaces the HTML with its own render of the same page.
    container.innerHTML = PAGE;
    const input = container.querySelector('input') as HTMLInputElement;
    const select = container.querySelector('select') as HTMLSelectElement;
    const onInput = jest.fn();
    const onChange = jest.fn();
    const onPress = jest.fn();
    input.addEventListener('input', onInput);
    select.addEventListener('change', onChange);
    container.querySelector('button')?.addEventListener('click', onPress);
    replay();
    replay();

    expect(input.value).toBe('tones');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('rating');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
    expect(onPress).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('changes nothing the visitor did not touch', () => {
    const container = document.createElement('div');
    container.innerHTML = PAGE;
    const replay = carryOverInteractions(container);
    container.innerHTML = PAGE;
    const onInput = jest.fn();
    container.querySelector('input')?.addEventListener('input', onInput);
    const onPress = jest.fn();
    container.querySelector('button')?.addEventListener('click', onPress);
    replay();
    expect(onInput).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('in the frame the server rendered', () => {
  const FRAME = `<div class="page"><header><button type="button">Log in</button></header>
    <main><input name="q" value=""></main><footer><button type="button">Top</button></footer></div>`;

  it('replays a press in the header on the same button of the app, whose root also holds its toasts', () => {
    const container = document.createElement('div');
    container.innerHTML = FRAME;
    document.body.append(container);
    const stop = jest.fn();
    window.__HANYU_EARLY__ = { pressed: container.querySelector('header button'), stop };
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    const replay = carryOverInteractions(container);
    field.value = '你好';

    container.innerHTML = `<div role="status"></div>${FRAME}`;
    const onLogin = jest.fn();
    const onTop = jest.fn();
    container.querySelector('header button')?.addEventListener('click', onLogin);
    container.querySelector('footer button')?.addEventListener('click', onTop);
    replay();

    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onTop).not.toHaveBeenCalled();
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('你好');
    // Focused before the app started listening: the field the visitor was in when they started it.
    expect(document.activeElement).toBe(input);
    window.__HANYU_EARLY__ = undefined;
    container.remove();
  });
});

describe('presses made before the app loaded', () => {
  it('replays the one the server page recorded, and stops its recorder', () => {
    const container = document.createElement('div');
    container.innerHTML = PAGE;
    const stop = jest.fn();
    window.__HANYU_EARLY__ = { pressed: container.querySelector('button'), stop };
    const replay = carryOverInteractions(container);
    expect(stop).toHaveBeenCalledTimes(1);
    container.innerHTML = PAGE;
    const onPress = jest.fn();
    container.querySelector('button')?.addEventListener('click', onPress);
    replay();
    expect(onPress).toHaveBeenCalledTimes(1);
    window.__HANYU_EARLY__ = undefined;
  });
});

describe("index.html's early press recorder", () => {
  it('keeps a press on a server page button that needs the app, and nothing else', async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(new URL('../../../index.html', import.meta.url), 'utf8');
    const source = /<script>([\s\S]*?__HANYU_EARLY__[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
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
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(new URL('../../../index.html', import.meta.url), 'utf8');
    const source = /<script>([\s\S]*?__HANYU_EARLY__[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
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
