import { sessionStore } from '@hanyu/session';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  catalogueApi,
  course,
  coursesPage,
  GROUP_TAGS,
  VIDEO_TAGS,
} from '../../testing/catalogue-fixtures.ts';
import { renderRouteInShell } from '../../testing/library-render.tsx';
import { t } from '../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { forgetRates } from '../content/display-currency.ts';

describe('group classes', () => {
  // renderRouteInShell silences the errors React reports for the boundaries it exercises.
  afterEach(() => {
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    forgetRates();
    sessionStore.setState({ timeZone: 'Asia/Shanghai' });
  });

  it('lists group classes with status, start date in the visitor time zone, tags and a from price', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: GROUP_TAGS },
          '/open/courses': coursesPage([
            course(20, {
              kind: 'group',
              title: 'Evening conversation group',
              group_status: 0,
              starts_at: '2026-12-01T18:00:00Z',
              tags: GROUP_TAGS,
            }),
            course(21, {
              kind: 'group',
              title: 'Weekend HSK 3',
              group_status: 1,
              starts_at: '2026-11-01T02:00:00Z',
            }),
            course(22, {
              kind: 'group',
              title: 'Summer camp',
              group_status: 2,
              starts_at: '2026-07-01T02:00:00Z',
            }),
          ]),
        },
        requests,
      ),
    );
    await renderRoute('/en/group');

    expect(await screen.findByRole('heading', { level: 1, name: t('catalogue.group.title') })).toBeTruthy();
    const cards = await screen.findAllByTestId('course-card');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Evening conversation group' }).getAttribute('href')).toBe(
      '/en/i/20',
    );
    expect(first.getByText(t('catalogue.groupStatus.0'))).toBeTruthy();
    // 18:00 UTC on 1 December is already 2 December in Shanghai.
    const starts = t('catalogue.card.starts', { date: 'Dec 2, 2026' });
    expect(
      first.getByText((_, element) => element?.tagName === 'P' && element.textContent === starts),
    ).toBeTruthy();
    expect(first.getByRole('list', { name: t('catalogue.card.tags') }).textContent).toContain('Conversation');
    expect(first.getByText(t('catalogue.card.from'))).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText(t('catalogue.groupStatus.1'))).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText(t('catalogue.groupStatus.2'))).toBeTruthy();

    const call = requests.find((url) => url.pathname === '/api/open/courses');
    expect(call?.searchParams.get('kind')).toBe('group');
    expect(call?.searchParams.get('sort')).toBe('popular');
    expect(requests.find((url) => url.pathname === '/api/open/tags')?.searchParams.get('scope')).toBe(
      'group',
    );
  });

  it('re-sorts when the sort changes, through the URL', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        { '/open/tags': { list: GROUP_TAGS }, '/open/courses': coursesPage([course(20)]) },
        requests,
      ),
    );
    const { router } = await renderRoute('/en/group/tag/5');
    const sort = await screen.findByRole('combobox', { name: t('catalogue.list.sortLabel') });
    await userEvent.selectOptions(sort, t('catalogue.sorts.price_asc'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    expect(router.state.location.pathname).toBe('/en/group/tag/5');
    await waitFor(() =>
      expect(
        requests.some(
          (url) =>
            url.pathname === '/api/open/courses' &&
            url.searchParams.get('sort') === 'price_asc' &&
            url.searchParams.get('tag_id') === '5',
        ),
      ).toBe(true),
    );
  });

  it('shows an empty state, and leaves a failed list to the route error page', async () => {
    mockApi(catalogueApi({ '/open/tags': { list: [] }, '/open/courses': coursesPage([]) }));
    const { unmount } = await renderRoute('/en/group');
    const empty = await screen.findByTestId('list-empty');
    expect(within(empty).getByRole('heading', { name: t('catalogue.group.emptyTitle') })).toBeTruthy();
    unmount();

    mockApi(
      catalogueApi({
        '/open/tags': { list: [] },
        '/open/courses': () => apiResponse({ error: { code: 500, message: 'down' } }, 500),
      }),
    );
    await renderRouteInShell('/en/group');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
  });

  it('leads a tag that is not among the group tags to the not-found page', async () => {
    mockApi(catalogueApi({ '/open/tags': { list: GROUP_TAGS }, '/open/courses': coursesPage([]) }));
    await renderRouteInShell('/en/group/tag/999');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
  });
});

describe('video courses', () => {
  beforeEach(() => forgetRates());

  it('lists video courses, marks the current tag and names it in the title', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: VIDEO_TAGS },
          '/open/courses': coursesPage(
            [course(30, { kind: 'video', title: 'Pinyin and tones', teacher: null })],
            1,
            13,
          ),
        },
        requests,
      ),
    );
    await renderRoute('/es/video/tag/7');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('catalogue.video.tagTitle', { tag: 'Pronunciation' }),
      }),
    ).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: t('catalogue.filter.label') });
    expect(within(filter).getByRole('link', { name: 'Pronunciation' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(filter)
        .getByRole('link', { name: t('catalogue.filter.all') })
        .getAttribute('href'),
    ).toBe('/es/video');
    const card = await screen.findByTestId('course-card');
    expect(within(card).getByRole('link', { name: 'Pinyin and tones' }).getAttribute('href')).toBe(
      '/es/i/30',
    );
    // 13 courses at 12 a page: a second page.
    const pager = screen.getByRole('navigation', { name: t('catalogue.pager.label') });
    expect(
      within(pager)
        .getByRole('link', { name: t('catalogue.pager.page', { page: 2 }) })
        .getAttribute('href'),
    ).toBe('/es/video/tag/7?page=2');
    const call = requests.find((url) => url.pathname === '/api/open/courses');
    expect(call?.searchParams.get('kind')).toBe('video');
    expect(call?.searchParams.get('tag_id')).toBe('7');
    expect(call?.searchParams.get('language')).toBe('es');
  });

  it('treats a tag id that cannot exist as not found, without calling the API', async () => {
    const requests: URL[] = [];
    mockApi(catalogueApi({}, requests));
    const { router } = await renderRoute('/en/video/tag/abc');
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    const error = Object.values(router.state.errors ?? {})[0] as { status: number };
    expect(error.status).toBe(404);
    expect(requests.filter((url) => url.pathname === '/api/open/courses')).toHaveLength(0);
  });
});
