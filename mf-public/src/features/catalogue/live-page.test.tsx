import { removeCookie } from '@hanyu/sdk';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  catalogueApi,
  course,
  coursesPage,
  LIVE_TAGS,
  teacher,
  teachersPage,
} from '../../testing/catalogue-fixtures.ts';
import { renderRouteInShell } from '../../testing/library-render.tsx';
import { t } from '../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { CURRENCY_COOKIE, forgetRates } from '../content/display-currency.ts';

function liveApi(requests: URL[], overrides: Record<string, unknown> = {}) {
  mockApi(
    catalogueApi(
      {
        '/open/tags': { list: LIVE_TAGS },
        '/open/teachers': teachersPage([teacher(41, { name: 'Wang Lin' }), teacher(42, { name: 'Li Na' })]),
        '/open/courses': coursesPage([course(10, { title: 'HSK 2 one-on-one' })]),
        ...overrides,
      },
      requests,
    ),
  );
}

describe('live teacher list', () => {
  // renderRouteInShell silences the errors React reports for the boundaries it exercises.
  afterEach(() => {
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    forgetRates();
    removeCookie(CURRENCY_COOKIE);
  });

  it('lists teachers linking to their pages, the tags with "All" current, and the one-on-one packages', async () => {
    const requests: URL[] = [];
    liveApi(requests);
    await renderRoute('/en/live');

    expect(await screen.findByRole('heading', { level: 1, name: t('catalogue.live.title') })).toBeTruthy();
    const cards = await screen.findAllByTestId('teacher-card');
    expect(cards).toHaveLength(2);
    const wang = within(cards[0] as HTMLElement).getByRole('link', { name: 'Wang Lin' });
    expect(wang.getAttribute('href')).toBe('/en/t/41');

    const filter = screen.getByRole('navigation', { name: t('catalogue.filter.label') });
    const all = within(filter).getByRole('link', { name: t('catalogue.filter.all') });
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(all.getAttribute('href')).toBe('/en/live');
    const hsk = within(filter).getByRole('link', { name: 'HSK' });
    expect(hsk.getAttribute('href')).toBe('/en/live/tag/1');
    expect(hsk.getAttribute('aria-current')).toBeNull();

    const packages = await screen.findByTestId('live-packages');
    const card = within(packages).getByTestId('course-card');
    expect(within(card).getByRole('link', { name: 'HSK 2 one-on-one' }).getAttribute('href')).toBe(
      '/en/i/10',
    );
    expect(within(card).getByRole('link', { name: 'Wang Lin' }).getAttribute('href')).toBe('/en/t/41');

    const teachersCall = requests.find((url) => url.pathname === '/api/open/teachers');
    expect(teachersCall?.searchParams.get('language')).toBe('en');
    expect(teachersCall?.searchParams.get('sort')).toBe('popular');
    expect(teachersCall?.searchParams.get('page')).toBe('1');
    expect(teachersCall?.searchParams.has('tag_id')).toBe(false);
    const coursesCall = requests.find((url) => url.pathname === '/api/open/courses');
    expect(coursesCall?.searchParams.get('kind')).toBe('live');
    expect(requests.find((url) => url.pathname === '/api/open/tags')?.searchParams.get('scope')).toBe('live');
  });

  it('shows the course price in the display currency beside CNY with the rate date', async () => {
    liveApi([]);
    await renderRoute('/en/live');
    const packages = await screen.findByTestId('live-packages');
    const price = within(packages).getByTestId('price');
    // CN¥98 at 0.1408 is US$13.80; the CNY price stays beside it.
    expect(price.textContent).toContain('$13.80');
    expect(price.textContent).toContain('CN¥98');
    expect(price.getAttribute('title')).toBe(t('catalogue.price.rateOf', { date: 'November 21, 2026' }));
  });

  it('filters by the tag of a tag page, marks it current and names it in the title', async () => {
    const requests: URL[] = [];
    liveApi(requests);
    await renderRoute('/en/live/tag/2?sort=rating');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('catalogue.live.tagTitle', { tag: 'Business Chinese' }),
      }),
    ).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: t('catalogue.filter.label') });
    const current = within(filter).getByRole('link', { name: 'Business Chinese' });
    expect(current.getAttribute('aria-current')).toBe('page');
    // Another tag keeps the sort but starts again on page 1.
    expect(within(filter).getByRole('link', { name: 'HSK' }).getAttribute('href')).toBe(
      '/en/live/tag/1?sort=rating',
    );
    await screen.findAllByTestId('teacher-card');
    const teachersCall = requests.find((url) => url.pathname === '/api/open/teachers');
    expect(teachersCall?.searchParams.get('tag_id')).toBe('2');
    expect(teachersCall?.searchParams.get('sort')).toBe('rating');
  });

  it('pages with ?page= links, keeping the search and the sort', async () => {
    const requests: URL[] = [];
    liveApi(requests, {
      '/open/teachers': teachersPage([teacher(41)], 2, 40),
    });
    await renderRoute('/en/live?q=hsk&sort=experience&page=2');

    const pager = await screen.findByRole('navigation', { name: t('catalogue.pager.label') });
    const current = within(pager).getByRole('link', { name: t('catalogue.pager.page', { page: 2 }) });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/en/live?q=hsk&sort=experience');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/en/live?q=hsk&sort=experience&page=3',
    );
    expect(within(pager).getByRole('link', { name: t('catalogue.pager.page', { page: 4 }) })).toBeTruthy();
    expect(screen.getByText(t('catalogue.list.resultsFor', { count: 40, q: 'hsk' }))).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('hsk');

    const teachersCall = requests.find((url) => url.pathname === '/api/open/teachers');
    expect(teachersCall?.searchParams.get('page')).toBe('2');
    expect(teachersCall?.searchParams.get('q')).toBe('hsk');
    expect(teachersCall?.searchParams.get('sort')).toBe('experience');
  });

  it('submits the search box as a GET form, so the URL holds the text', async () => {
    const requests: URL[] = [];
    liveApi(requests);
    const { router } = await renderRoute('/en/live?page=3');
    const box = await screen.findByRole('searchbox', { name: t('catalogue.live.searchLabel') });
    await userEvent.type(box, 'tones');
    await userEvent.click(screen.getByRole('button', { name: t('catalogue.list.submit') }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tones&sort=popular'));
    await waitFor(() =>
      expect(
        requests.some(
          (url) => url.pathname === '/api/open/teachers' && url.searchParams.get('q') === 'tones',
        ),
      ).toBe(true),
    );
  });

  it('shows a designed empty state when no teacher matches', async () => {
    liveApi([], { '/open/teachers': teachersPage([]), '/open/courses': coursesPage([]) });
    await renderRoute('/en/live?q=nobody');
    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByRole('heading', { name: t('catalogue.live.emptyTitle') })).toBeTruthy();
    expect(
      within(empty)
        .getByRole('link', { name: t('catalogue.list.showAll') })
        .getAttribute('href'),
    ).toBe('/en/live');
    expect(screen.queryByTestId('live-packages')).toBeNull();
    expect(screen.queryByRole('navigation', { name: t('catalogue.pager.label') })).toBeNull();
  });

  it('leaves a failed list to the route error page; failed extras (chips, packages) are only left out', async () => {
    liveApi([], { '/open/teachers': () => apiResponse({ error: { code: 500, message: 'boom' } }, 500) });
    const { unmount } = await renderRouteInShell('/en/live');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
    unmount();

    liveApi([], {
      '/open/tags': () => apiResponse({ error: { code: 500, message: 'boom' } }, 500),
      '/open/courses': () => apiResponse({ error: { code: 500, message: 'boom' } }, 500),
      '/open/teachers': teachersPage([teacher(41, { name: 'Wang Lin' })]),
    });
    await renderRoute('/en/live/tag/2');
    expect(await screen.findByRole('link', { name: 'Wang Lin' })).toBeTruthy();
    // Without the tags, the tag page cannot name its tag (nor tell it unknown).
    expect(screen.getByRole('heading', { level: 1, name: t('catalogue.live.title') })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('catalogue.filter.label') })).toBeNull();
    expect(screen.queryByTestId('live-packages')).toBeNull();
  });

  it('leads a tag that is not among the live tags to the not-found page', async () => {
    liveApi([], { '/open/teachers': teachersPage([]) });
    await renderRouteInShell('/en/live/tag/999');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
  });

  it('leads an unknown tag to the not-found page (the API answers 404)', async () => {
    liveApi([], {
      '/open/tags': { list: [...LIVE_TAGS, { id: 999, scope: 'live', name: 'Gone' }] },
      '/open/teachers': () => apiResponse({ error: { code: 404, message: 'Unknown tag' } }, 404),
    });
    await renderRouteInShell('/en/live/tag/999');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
  });

  it('translates the page: Japanese strings and JPY beside CNY', async () => {
    liveApi([]);
    await renderRoute('/ja/live');
    expect(await screen.findByRole('heading', { level: 1, name: t('catalogue.live.title') })).toBeTruthy();
    expect(t('catalogue.live.title')).toBe('あなたに合う中国語講師を探す');
    const price = within(await screen.findByTestId('live-packages')).getByTestId('price');
    // CN¥98 × 21.35 = ¥2,092.3 → ¥2,092.
    await waitFor(() => expect(price.textContent).toMatch(/2,092/));
  });
});
