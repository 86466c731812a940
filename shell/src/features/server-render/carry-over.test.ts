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
});
