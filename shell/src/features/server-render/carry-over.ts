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
    /**
     * index.html's inline script on a server-rendered page: the press that started the app before any of its
     * code ran, and the switch that hands its listeners over.
     */
    __HANYU_EARLY__?: { pressed: Element | null; started?: boolean; stop(): void };
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

/**
 * The parts of the page a place is taken from: the frame's header, <main> and footer (or <main> alone under
 * the header placeholder). The app renders other elements beside them (its toasts), never inside.
 */
function partsOf(container: Element): Element[] {
  const main = container.querySelector('main');
  if (!main) return [];
  const frame = main.parentElement;
  if (!frame || frame === container) return [main];
  return [...frame.children].filter((child) => child.matches('header, main, footer'));
}

interface Place {
  part: string;
  path: number[];
}

function placeOf(parts: Element[], node: Element | null): Place | null {
  const part = node && parts.find((candidate) => candidate.contains(node));
  const path = part && pathOf(part, node);
  return part && path ? { part: part.tagName, path } : null;
}

function find(parts: Element[], place: Place | null): Element | null {
  const part = place && parts.find((candidate) => candidate.tagName === place.part);
  return part && place ? at(part, place.path) : null;
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
  const serverParts = partsOf(container);
  if (serverParts.length === 0) return () => {};
  const inServerPage = (node: Element | null) => serverParts.some((part) => node && part.contains(node));
  // From here on this module listens; what the inline script saw before it is taken over, and the field
  // the visitor was in when the app started.
  const early = window.__HANYU_EARLY__;
  early?.stop();
  let pressed = placeOf(serverParts, early?.pressed ?? null);
  let focused = placeOf(serverParts, document.activeElement);
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest(CLICKABLE) ?? null;
    if (!inServerPage(control)) return;
    // Nothing listens yet; the press is replayed on the app's own button.
    event.preventDefault();
    pressed = placeOf(serverParts, control);
  };
  const onFocus = (event: Event) => {
    focused = event.target instanceof Element ? placeOf(serverParts, event.target) : null;
  };
  container.addEventListener('click', onClick, true);
  container.addEventListener('focusin', onFocus);
  const fields = serverParts.flatMap((part) =>
    [...part.querySelectorAll<Field>('input, select, textarea')].map((field) => ({
      field,
      place: placeOf(serverParts, field),
    })),
  );

  let done = false;
  return () => {
    if (done) return;
    done = true;
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('focusin', onFocus);
    const appParts = partsOf(container);
    if (appParts.length === 0 || appParts.some((part) => serverParts.includes(part))) return;
    for (const { field, place } of fields) {
      const twin = find(appParts, place);
      if (twin && twin.tagName === field.tagName && changed(field)) copyInto(twin as Field, field);
    }
    const focus = find(appParts, focused);
    if (focus instanceof HTMLElement) focus.focus();
    const press = find(appParts, pressed);
    if (press instanceof HTMLElement) press.click();
  };
}
