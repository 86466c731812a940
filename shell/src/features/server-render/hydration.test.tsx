import { describe, expect, it } from '@jest/globals';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { announceFieldsChangedBeforeHydration } from './first-render.ts';
import { dehydrateLoaderData, readHydrationData, rehydrateLoaderData } from './hydration.ts';

type Thenable = Promise<unknown> & { status?: string; value?: unknown };

const settledWith = (value: unknown): Thenable =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

describe('hydration data', () => {
  it('carries settled loader promises as values and gives them back as promises React reads at once', async () => {
    const data = {
      lang: { lang: 'en' },
      page: { teacher: settledWith({ id: 7 }), query: { page: 2 } },
      empty: null,
    };
    const json = JSON.parse(JSON.stringify(dehydrateLoaderData(data)));
    const back = rehydrateLoaderData(json) as { page: { teacher: Thenable; query: unknown }; lang: unknown };
    expect(back.lang).toEqual({ lang: 'en' });
    expect(back.page.query).toEqual({ page: 2 });
    expect(back.page.teacher).toBeInstanceOf(Promise);
    expect(back.page.teacher.status).toBe('fulfilled');
    expect(back.page.teacher.value).toEqual({ id: 7 });
    await expect(back.page.teacher).resolves.toEqual({ id: 7 });
  });

  it('refuses data whose promise has not settled with a value: the page is better rendered in the browser', () => {
    const pending: Thenable = new Promise(() => undefined);
    pending.status = 'pending';
    expect(dehydrateLoaderData({ page: { later: pending } })).toBeNull();
    const failed: Thenable = Promise.reject(new Error('no'));
    failed.catch(() => undefined);
    failed.status = 'rejected';
    expect(dehydrateLoaderData({ page: { failed } })).toBeNull();
  });

  it("reads the page's hydration data, and nothing from a page without", () => {
    document.body.innerHTML = `<script type="application/json" id="hanyu-hydration">${JSON.stringify({
      loaderData: dehydrateLoaderData({ lang: { lang: 'ja' } }),
    })}</script>`;
    expect(readHydrationData()).toEqual({ loaderData: { lang: { lang: 'ja' } } });
    document.body.innerHTML = '<script type="application/json" id="hanyu-hydration">{oops</script>';
    expect(readHydrationData()).toBeNull();
    document.body.innerHTML = '';
    expect(readHydrationData()).toBeNull();
  });
});

/** What the form's state held at its last render. */
let seen: { name: string; topic: string; agree: boolean } | undefined;
function Form() {
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('tones');
  const [agree, setAgree] = useState(false);
  seen = { name, topic, agree };
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
        <option value="tones">Tones</option>
        <option value="grammar">Grammar</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
    </form>
  );
}

describe('fields changed before hydration', () => {
  it("reach the components' state as the visitor's own changes, so the next render keeps them", async () => {
    const root = document.createElement('div');
    // What the server renders for <Form /> (react-dom/server's markup).
    root.innerHTML =
      '<form><input aria-label="Name" value=""/><select aria-label="Topic"><option value="tones" selected="">Tones</option>' +
      '<option value="grammar">Grammar</option></select><input type="checkbox" aria-label="Agree"/></form>';
    document.body.append(root);
    // The visitor uses the server's page before the app has started.
    (root.querySelector('input[aria-label="Name"]') as HTMLInputElement).value = '王';
    (root.querySelector('select') as HTMLSelectElement).value = 'grammar';
    (root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(seen).toEqual({ name: '', topic: 'tones', agree: false });
    await act(async () => announceFieldsChangedBeforeHydration(root));
    expect(seen).toEqual({ name: '王', topic: 'grammar', agree: true });
    expect((root.querySelector('input[aria-label="Name"]') as HTMLInputElement).value).toBe('王');
    expect((root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    root.remove();
  });
});
