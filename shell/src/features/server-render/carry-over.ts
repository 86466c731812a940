/**
 * The server's HTML is on screen, readable and clickable, before the app takes it over, which on a slow
 * phone takes seconds. What a visitor does meanwhile must not be lost when React replaces that HTML with
 * its own render of the same page: values typed or chosen in its fields, the field they were in, and the
 * last button they pressed are carried over to the same places in the app's page.
 */

const CLICKABLE =
  'button, summary, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

declare global {
  interface Window {
    /** Presses recorded by the server page's inline script before any of the app's code ran (api shell-page). */
    __HANYU_EARLY__?: { pressed: Element | null; stop(): void };
  }
}

/** Where `node` sits under `root`, as element-child indexes (the app's markup is the server's). */
function pathOf(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current: Element | null = node; current !== root; current = current.parentElement) {
    if (!current?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

function at(root: Element, path: number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** Sets a field the app renders the way a visitor would, so React's onChange sees it. */
function copyInto(twin: Field, from: Field): void {
  if (twin instanceof HTMLInputElement && (twin.type === 'checkbox' || twin.type === 'radio')) {
    if (twin.checked !== (from as HTMLInputElement).checked) twin.click();
    return;
  }
  const prototype = Object.getPrototypeOf(twin) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(twin, from.value);
  twin.dispatchEvent(new Event(twin instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Starts watching the server's page inside `container`; the answer, called once the app has rendered,
 * carries what the visitor did over to the app's page.
 */
export function carryOverInteractions(container: Element): () => void {
  const serverMain = container.querySelector('main');
  if (!serverMain) return () => {};
  // From here on this module listens; what the inline script saw before it is taken over.
  const early = window.__HANYU_EARLY__;
  early?.stop();
  let pressed: number[] | null = early?.pressed ? pathOf(serverMain, early.pressed) : null;
  let focused: number[] | null = null;
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest(CLICKABLE);
    if (!control || !serverMain.contains(control)) return;
    // Nothing listens yet; the press is replayed on the app's own button.
    event.preventDefault();
    pressed = pathOf(serverMain, control);
  };
  const onFocus = (event: Event) => {
    focused = event.target instanceof Element ? pathOf(serverMain, event.target) : null;
  };
  serverMain.addEventListener('click', onClick, true);
  serverMain.addEventListener('focusin', onFocus);
  const fields = [...serverMain.querySelectorAll<Field>('input, select, textarea')].map((field) => ({
    field,
    path: pathOf(serverMain, field),
  }));

  let done = false;
  return () => {
    if (done) return;
    done = true;
    serverMain.removeEventListener('click', onClick, true);
    serverMain.removeEventListener('focusin', onFocus);
    const appMain = container.querySelector('main');
    if (!appMain || appMain === serverMain) return;
    for (const { field, path } of fields) {
      const twin = path && at(appMain, path);
      if (twin && twin.tagName === field.tagName && changed(field)) copyInto(twin as Field, field);
    }
    const focus = focused && at(appMain, focused);
    if (focus instanceof HTMLElement) focus.focus();
    const press = pressed && at(appMain, pressed);
    if (press instanceof HTMLElement) press.click();
  };
}
