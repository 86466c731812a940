import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi, course, teacher } from '../../testing/catalogue-fixtures.ts';
import { t } from '../../testing/public-t.ts';
import { mockApi, renderRoute } from '../../testing/render-route.tsx';
import { forgetRates } from '../content/display-currency.ts';

describe('search page', () => {
  beforeEach(() => forgetRates());

  it('shows the teachers and courses the API found for ?q=', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/search': {
            teachers: [teacher(41, { name: 'Wang Lin' })],
            courses: [
              course(10, { title: 'HSK 2 one-on-one' }),
              course(11, { kind: 'video', title: 'Tones' }),
            ],
          },
        },
        requests,
      ),
    );
    await renderRoute('/ko/search?q=hsk');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('catalogue.search.titleFor', { q: 'hsk' }) }),
    ).toBeTruthy();
    const teachers = await screen.findByTestId('search-teachers');
    expect(
      within(teachers).getByRole('heading', { name: t('catalogue.search.teachers', { count: 1 }) }),
    ).toBeTruthy();
    expect(within(teachers).getByRole('link', { name: 'Wang Lin' }).getAttribute('href')).toBe('/ko/t/41');
    const courses = screen.getByTestId('search-courses');
    expect(within(courses).getAllByTestId('course-card')).toHaveLength(2);
    expect(within(courses).getByRole('link', { name: 'Tones' }).getAttribute('href')).toBe('/ko/i/11');
    const call = requests.find((url) => url.pathname === '/api/open/search');
    expect(call?.searchParams.get('q')).toBe('hsk');
    expect(call?.searchParams.get('language')).toBe('ko');
  });

  it('asks for a text without calling the API, then searches what is typed', async () => {
    const requests: URL[] = [];
    mockApi(catalogueApi({ '/open/search': { teachers: [], courses: [] } }, requests));
    const { router } = await renderRoute('/en/search');
    expect(await screen.findByRole('heading', { name: t('catalogue.search.promptTitle') })).toBeTruthy();
    expect(requests.some((url) => url.pathname === '/api/open/search')).toBe(false);

    await userEvent.type(screen.getByRole('searchbox', { name: t('catalogue.search.label') }), 'nothing');
    await userEvent.click(screen.getByRole('button', { name: t('catalogue.list.submit') }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=nothing'));
    // The prompt shown before the search shares the empty state's test id: wait for the answer's heading.
    const heading = await screen.findByRole('heading', { name: t('catalogue.search.emptyTitle') });
    const empty = screen.getByTestId('list-empty');
    expect(within(empty).getByRole('heading', { name: t('catalogue.search.emptyTitle') })).toBe(heading);
    expect(
      within(empty)
        .getByRole('link', { name: t('catalogue.live.title') })
        .getAttribute('href'),
    ).toBe('/en/live');
  });
});
