import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CMS_FIXTURE, libraryApi } from '../../../testing/library-fixtures.ts';
import { renderRouteInShell } from '../../../testing/library-render.tsx';
import { t } from '../../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../../testing/render-route.tsx';

describe('CMS page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });
  it('shows the title, the updated date and the body of p/{uri}', async () => {
    const requests: URL[] = [];
    mockApi(
      libraryApi({
        '/open/pages/refund-policy': (_, url) => {
          requests.push(url);
          return CMS_FIXTURE;
        },
      }),
    );
    await renderRoute('/en/p/refund-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeTruthy();
    expect(requests[0]?.searchParams.get('language')).toBe('en');
    expect(screen.getByText(CMS_FIXTURE.description)).toBeTruthy();
    expect(screen.getByText(t('library.cms.updated', { date: 'Sep 1, 2026' }))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Within 30 days' })).toBeTruthy();
    expect(screen.getByText('We refund the lessons you have not taken.')).toBeTruthy();
  });

  it('treats a uri the contract refuses as a page that does not exist', async () => {
    const requests: string[] = [];
    mockApi((request) => {
      requests.push(request.url);
      return apiResponse({ response: CMS_FIXTURE });
    });
    await renderRouteInShell('/en/p/Not_A_Page');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(requests).toEqual([]);
  });

  it('shows the not-found page for a uri the API does not know', async () => {
    mockApi(libraryApi({}));
    await renderRouteInShell('/en/p/no-such-page');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
  });
});
