import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BLOG_CARD,
  BLOG_FIXTURE,
  libraryApi,
  PUB_LIST_FIXTURE,
  PUB_TAGS,
} from '../../../testing/library-fixtures.ts';
import { renderRouteInShell } from '../../../testing/library-render.tsx';
import { t } from '../../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../../testing/render-route.tsx';

function recordingApi(requests: URL[]) {
  return libraryApi({
    '/open/pub': (_, url) => {
      requests.push(url);
      const kind = url.searchParams.get('kind');
      const list = kind ? PUB_LIST_FIXTURE.list.filter((item) => item.kind === kind) : PUB_LIST_FIXTURE.list;
      return { list, paging: { ...PUB_LIST_FIXTURE.paging, total: list.length } };
    },
    '/open/tags': (_, url) => {
      requests.push(url);
      return { list: PUB_TAGS };
    },
    '/open/pub/5': () => BLOG_FIXTURE,
  });
}

describe('blog and podcast listing', () => {
  it('lists posts and podcasts with their kind, date, author and length', async () => {
    const requests: URL[] = [];
    mockApi(recordingApi(requests));
    await renderRoute('/en/pub');

    const cards = await screen.findAllByTestId('pub-card');
    expect(cards).toHaveLength(2);
    const list = requests.find((url) => url.pathname === '/api/open/pub');
    expect(list?.searchParams.get('language')).toBe('en');
    expect(list?.searchParams.has('kind')).toBe(false);
    expect(list?.searchParams.has('tag_id')).toBe(false);
    const tags = requests.find((url) => url.pathname === '/api/open/tags');
    expect(tags?.searchParams.get('scope')).toBe('pub');

    const blog = within(cards[0] as HTMLElement);
    expect(blog.getByRole('link', { name: BLOG_CARD.title }).getAttribute('href')).toBe('/en/pub/5');
    expect(blog.getByText(t('library.pub.badge.blog'))).toBeTruthy();
    expect(blog.getByText('By Li Na')).toBeTruthy();
    expect(blog.getByText('Oct 20, 2026')).toBeTruthy();
    const podcast = within(cards[1] as HTMLElement);
    expect(podcast.getByText(t('library.pub.badge.podcast'))).toBeTruthy();
    // 1,510 seconds of audio round to 25 minutes.
    expect(podcast.getByText('25 min')).toBeTruthy();
    expect(screen.getByTestId('pub-count').textContent).toBe('2 posts');
  });

  it('switches between all, articles and podcasts with ?kind=', async () => {
    const requests: URL[] = [];
    mockApi(recordingApi(requests));
    await renderRoute('/en/pub');
    await screen.findAllByTestId('pub-card');

    const kinds = screen.getByRole('navigation', { name: t('library.pub.kinds.label') });
    expect(
      within(kinds)
        .getByRole('link', { name: t('library.pub.kinds.all') })
        .getAttribute('aria-current'),
    ).toBe('page');
    await userEvent.click(within(kinds).getByRole('link', { name: t('library.pub.kinds.podcast') }));

    await waitFor(() => expect(screen.getAllByTestId('pub-card')).toHaveLength(1));
    const lists = requests.filter((url) => url.pathname === '/api/open/pub');
    expect(lists.at(-1)?.searchParams.get('kind')).toBe('podcast');
    expect(
      within(kinds)
        .getByRole('link', { name: t('library.pub.kinds.podcast') })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('filters by a topic on pub/tag/{id}, keeping the kind links on the topic', async () => {
    const requests: URL[] = [];
    mockApi(recordingApi(requests));
    await renderRoute('/es/pub/tag/3');
    await screen.findAllByTestId('pub-card');

    const list = requests.find((url) => url.pathname === '/api/open/pub');
    expect(list?.searchParams.get('tag_id')).toBe('3');
    expect(list?.searchParams.get('language')).toBe('es');
    const topics = screen.getByRole('navigation', { name: t('library.pub.tagsLabel') });
    const current = within(topics).getByRole('link', { name: 'Culture' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('library.pub.tagHeading', { tag: 'Culture' }) }),
    ).toBeTruthy();
    const kinds = screen.getByRole('navigation', { name: t('library.pub.kinds.label') });
    expect(
      within(kinds)
        .getByRole('link', { name: t('library.pub.kinds.blog') })
        .getAttribute('href'),
    ).toBe('/es/pub/tag/3?kind=blog');
  });

  it('routes pub/tag/{id} to the listing and pub/{id} to the post', async () => {
    const requests: URL[] = [];
    mockApi(recordingApi(requests));
    const { router } = await renderRoute('/en/pub/tag/4');
    await screen.findAllByTestId('pub-card');
    expect(screen.getByTestId('pub-list-page')).toBeTruthy();

    await act(() => router.navigate('/en/pub/5'));
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_FIXTURE.title })).toBeTruthy();
    expect(screen.queryByTestId('pub-list-page')).toBeNull();
  });

  it('says so when nothing is published; a failed list is the route error page, failed chips are left out', async () => {
    mockApi(
      libraryApi({
        '/open/pub': () => ({ list: [], paging: { page: 1, page_size: 12, total: 0 } }),
        '/open/tags': () => ({ list: [] }),
      }),
    );
    const empty = await renderRoute('/ko/pub');
    expect(await screen.findByText(t('library.pub.empty'))).toBeTruthy();
    empty.unmount();

    mockApi(libraryApi({ '/open/pub': () => apiResponse({ error: { code: 500, message: 'down' } }, 500) }));
    const { unmount } = await renderRouteInShell('/ko/pub?kind=blog');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
    unmount();
    jest.restoreAllMocks();

    // The topic chips are an extra: without them the page still works.
    mockApi(libraryApi({ '/open/pub': () => PUB_LIST_FIXTURE }));
    await renderRoute('/ko/pub/tag/3');
    await screen.findAllByTestId('pub-card');
    expect(screen.queryByRole('navigation', { name: t('library.pub.tagsLabel') })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t('library.pub.heading') })).toBeTruthy();
  });
});
