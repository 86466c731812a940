import { bus } from '@hanyu/event-bus';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BLOG_FIXTURE,
  libraryApi,
  PODCAST_CARD,
  PODCAST_FIXTURE,
  PUB_LIST_FIXTURE,
} from '../../../testing/library-fixtures.ts';
import { renderRouteInShell } from '../../../testing/library-render.tsx';
import { t } from '../../../testing/public-t.ts';
import { mockApi, renderRoute } from '../../../testing/render-route.tsx';

describe('blog post and podcast page', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    jest.restoreAllMocks();
  });

  it('renders an article: title, author, date, topics and the server-sanitised body', async () => {
    const related: URL[] = [];
    mockApi(
      libraryApi({
        '/open/pub/5': () => BLOG_FIXTURE,
        '/open/pub': (_, url) => {
          related.push(url);
          return PUB_LIST_FIXTURE;
        },
      }),
    );
    const { container } = await renderRoute('/en/pub/5');

    expect(await screen.findByRole('heading', { level: 1, name: BLOG_FIXTURE.title })).toBeTruthy();
    expect(screen.getByText('By Li Na')).toBeTruthy();
    expect(screen.getByText('Oct 20, 2026')).toBeTruthy();
    const topics = screen.getByRole('list', { name: t('library.pub.tagsLabel') });
    expect(within(topics).getByRole('link', { name: 'Culture' }).getAttribute('href')).toBe('/en/pub/tag/3');

    // The body is HTML from the server, rendered as such.
    expect(screen.getByRole('heading', { level: 2, name: 'Learn the radicals' })).toBeTruthy();
    expect(screen.getByText('水 water').tagName).toBe('LI');
    expect(container.querySelector('blockquote [lang="zh-CN"]')?.textContent).toBe('学而时习之');
    expect(container.querySelector('audio')).toBeNull();

    // Related posts: same topic, without this post.
    await waitFor(() => expect(screen.getAllByTestId('pub-card')).toHaveLength(1));
    expect(related[0]?.searchParams.get('tag_id')).toBe('3');
    expect(screen.getByRole('link', { name: PODCAST_CARD.title }).getAttribute('href')).toBe('/en/pub/6');
  });

  it('plays a podcast from an audio element with the episode source and shows its notes', async () => {
    mockApi(libraryApi({ '/open/pub/6': () => PODCAST_FIXTURE }));
    const { container } = await renderRoute('/zh-cn/pub/6');

    expect(await screen.findByRole('heading', { level: 1, name: PODCAST_FIXTURE.title })).toBeTruthy();
    const audio = container.querySelector('audio');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('preload')).toBe('metadata');
    const source = audio?.querySelector('source');
    expect(source?.getAttribute('src')).toBe('/media/pub/6/episode.mp3');
    expect(source?.getAttribute('type')).toBe('audio/mpeg');
    expect(screen.getByRole('heading', { level: 2, name: t('library.pub.showNotes') })).toBeTruthy();
    expect(screen.getByText('In this episode we practise the third tone.')).toBeTruthy();
    expect(screen.getByText('25 分钟')).toBeTruthy();
  });

  it('shows the not-found page for an unknown post', async () => {
    const notFound: string[] = [];
    off = bus.on('navigation:not-found', ({ url }) => notFound.push(url));
    mockApi(libraryApi({}));
    await renderRouteInShell('/en/pub/404');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(notFound).toEqual([]);
  });
});
