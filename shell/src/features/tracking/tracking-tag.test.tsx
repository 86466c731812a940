import type { Registry } from '@hanyu/contract';
import { registerNamespace, setLanguage } from '@hanyu/i18n';
import { sessionStore } from '@hanyu/session';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Remotes } from '../federation/remotes-context.tsx';
import { RemotesContext } from '../federation/remotes-context.tsx';
import { CONSENT_KEY, readConsent } from './consent.ts';
import { TrackingTag } from './tracking-tag.tsx';

beforeAll(async () => {
  await registerNamespace('shell', (lang) => import(`../../locales/${lang}.ts`));
  await setLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  for (const script of document.head.querySelectorAll('script[data-tracking-tag]')) script.remove();
  delete window.dataLayer;
});

const TAG = 'https://tags.example.net/tag.js';
const tagScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-tracking-tag]')];

function renderWith(registry: Registry) {
  const remotes: Remotes = {
    registry,
    status: () => 'idle',
    subscribe: () => () => undefined,
    retry: async () => false,
    loadModule: async () => undefined,
  };
  return render(
    <RemotesContext value={remotes}>
      <TrackingTag />
    </RemotesContext>,
  );
}

describe('the tracking tag’s place (SPEC §7)', () => {
  it('is off by default: no banner, no script', () => {
    renderWith({ remotes: {} });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(tagScripts()).toEqual([]);
  });

  it('when configured, asks first and loads the tag only after consent, once', async () => {
    renderWith({ remotes: {}, tracking: { src: TAG } });
    const banner = await screen.findByRole('region', { name: 'Cookies for statistics' });
    expect(tagScripts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner.isConnected).toBe(false);
    expect(tagScripts().map((script) => script.src)).toEqual([TAG]);
    expect(readConsent()).toBe('granted');
  });

  it('loads nothing and stops asking once declined', async () => {
    const first = renderWith({ remotes: {}, tracking: { src: TAG } });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(tagScripts()).toEqual([]);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    first.unmount();
    renderWith({ remotes: {}, tracking: { src: TAG } });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(tagScripts()).toEqual([]);
  });

  it('loads at once for a visitor who consented before, and says who a signed-in one is', () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    act(() =>
      sessionStore.setState({
        token: 'tok',
        user: {
          id: 42,
          nick_name: 'Mei',
          email: 'mei@example.com',
          created_at: '2026-01-05T09:00:00.000Z',
          company_user: null,
          org_user: { user_type: 1 },
          time_zone: null,
        },
      }),
    );
    renderWith({ remotes: {}, tracking: { src: TAG } });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(tagScripts()).toHaveLength(1);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'identify', user_id: 42, name: 'Mei', email: 'mei@example.com' }),
    ]);
    act(() => sessionStore.setState({ token: undefined, user: undefined }));
  });
});
