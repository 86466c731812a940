import { isValidElement } from 'react';
import { type DataRouter, matchRoutes, type RouteObject } from 'react-router';
import { Rethrow } from '../federation/route-decoration.ts';

/** Whether the page came with its first paint rendered by the server (api web route, `injectBody`). */
export function hasServerRenderedPage(container: Element): boolean {
  return container.hasAttribute('data-server-rendered');
}

/** The slogan the server's header shows, if it rendered one. */
export function serverSloganIndex(container: Element): number | undefined {
  const value = container.querySelector('[data-slogan]')?.getAttribute('data-slogan');
  return value ? Number(value) : undefined;
}

/**
 * Loads the page modules of the routes matching `pathname` into the route objects before the router exists,
 * as a framework does before hydrating: a route still `lazy` when the router starts has its loader run again
 * in the browser, whatever the hydration data holds, and the page would render its loading state, not the
 * server's markup. False when a page's code could not be loaded: the page is then better left as the server
 * rendered it.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
      // A page whose code failed to download renders its error (route-decoration loadPage), not the server's page.
      return !(isValidElement(module.element) && module.element.type === Rethrow);
    }),
  );
  return loaded.every(Boolean);
}

/**
 * Resolves once the router has matched the first URL and loaded its routes' modules (with hydration data,
 * no loader runs): the app can then render what the server rendered.
 */
export function routerInitialized(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Removes the styles the server sent for its markup (they sit after every stylesheet, see the api's
 * injectBody). Called once the app has hydrated the page, whose own stylesheets are loaded by then.
 */
export function removeServerStyles(doc: Document = document): void {
  for (const style of doc.querySelectorAll('style[data-server-rendered]')) style.remove();
}

/** Whether React has adopted this element (hydrated it): it then carries React's own fiber key. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Resolves once React has hydrated every one of `elements`, or after `timeoutMs`. The root commits before the
 * Suspense boundaries inside it are hydrated (React hydrates those in later passes): a press or a change handed
 * to an element still waiting would reach no handler.
 */
export function whenHydrated(elements: Element[], timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      if (elements.every((element) => !element.isConnected || isHydrated(element)) || Date.now() > until)
        resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor left in a field, or undefined when it still holds what the server rendered. */
function visitorValue(field: Field): string | boolean | string[] | undefined {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? [...field.selectedOptions].map((option) => option.value) : undefined;
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked ? field.checked : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * Hydration keeps what a visitor typed or chose before the app started (the DOM is adopted, not replaced), but
 * the components' state still holds the server's values, and their next render would put those back. Each
 * changed field is announced to React as the browser announces a visitor's change: its value tracker is set to
 * the server's value, the visitor's is put back past the tracker, and the event React listens to is dispatched.
 * The values are read first: announcing one re-renders the form, which puts the server's values back in the
 * others.
 */
export async function announceFieldsChangedBeforeHydration(root: Element): Promise<void> {
  const changed = [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const value = visitorValue(field);
    return value === undefined ? [] : [{ field, value }];
  });
  await whenHydrated(changed.map(({ field }) => field));
  for (const { field, value } of changed) {
    if (field instanceof HTMLSelectElement) {
      for (const option of field.options) option.selected = (value as string[]).includes(option.value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const property = isCheckable(field) ? 'checked' : 'value';
    const server = isCheckable(field) ? field.defaultChecked : field.defaultValue;
    // React tracks the value through the element's own property; the prototype's setter bypasses it.
    (field as unknown as Record<string, unknown>)[property] = server;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
    field.dispatchEvent(new Event(isCheckable(field) ? 'click' : 'input', { bubbles: true }));
  }
}
