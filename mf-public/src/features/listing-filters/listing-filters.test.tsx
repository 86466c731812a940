import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  catalogueApi,
  course,
  coursesPage,
  GROUP_TAGS,
  LIVE_TAGS,
  NO_FACETS,
  teacher,
  teachersPage,
  VIDEO_TAGS,
} from '../../testing/catalogue-fixtures.ts';
import { t } from '../../testing/public-t.ts';
import { mockApi, renderRoute } from '../../testing/render-route.tsx';
import { forgetRates } from '../content/display-currency.ts';
import { listingFilterQuery, listingFiltersOf } from './listing-filters.ts';

describe('teacher filters of the URL', () => {
  it('reads lists repeated or comma-separated, prices in whole units, and sends minor units to the API', () => {
    const filters = listingFiltersOf(
      new URLSearchParams(
        'days=1&days=2,3&parts=evening&tz=Europe/Berlin&currency=EUR&price_max=20&gender=female',
      ),
    );
    expect(listingFilterQuery(filters)).toEqual({
      currency: 'EUR',
      price_max: '2000',
      days: '1,2,3',
      parts: 'evening',
      tz: 'Europe/Berlin',
      gender: 'female',
    });
    // The yen has no minor unit.
    expect(listingFilterQuery(listingFiltersOf(new URLSearchParams('currency=JPY&price_min=3000')))).toEqual({
      currency: 'JPY',
      price_min: '3000',
    });
  });

  it('drops what the API would refuse, keeping the rest', () => {
    const filters = listingFiltersOf(
      new URLSearchParams(
        'days=0,2,9&parts=noon,night&tz=Mars/Olympus&price_max=-5&native=xx&rating_min=5&speaks=en',
      ),
    );
    expect(listingFilterQuery(filters)).toEqual({ days: '2', parts: 'night', speaks: 'en' });
  });
});

describe('the filter form on the live teacher list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the URL choices ticked with their counts and asks the API for them', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: LIVE_TAGS },
          '/open/teachers': teachersPage([teacher(41, { name: 'Wang Lin' })], 1, 1, {
            ...NO_FACETS,
            days: [{ value: '1', count: 7 }],
            parts: [{ value: 'evening', count: 5 }],
            gender: [
              { value: 'female', count: 4 },
              { value: 'male', count: 3 },
            ],
          }),
          '/open/courses': coursesPage([]),
        },
        requests,
      ),
    );
    await renderRoute('/en/live?days=1&parts=evening&tz=Europe/Berlin&currency=CNY&price_max=150');

    const form = within(await screen.findByTestId('listing-filters'));
    expect((form.getByRole('checkbox', { name: 'Mon (7)' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('checkbox', { name: 'Evening (18–24) (5)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((form.getByRole('spinbutton', { name: 'Up to' }) as HTMLInputElement).value).toBe('150');
    expect(form.getByRole('option', { name: 'Female (4)' })).toBeTruthy();
    const asked = requests.find((url) => url.pathname.endsWith('/open/teachers'));
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      days: '1',
      parts: 'evening',
      tz: 'Europe/Berlin',
      currency: 'CNY',
      price_max: '15000',
    });
    expect(form.getByRole('link', { name: t('listingFilters.clear') }).getAttribute('href')).toBe('/en/live');
  });

  it('submits the ticked choices only, as the URL of the list', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: LIVE_TAGS },
          '/open/teachers': teachersPage([teacher(41, { name: 'Wang Lin' })]),
          '/open/courses': coursesPage([]),
        },
        requests,
      ),
    );
    const user = userEvent.setup();
    await renderRoute('/en/live?tz=Europe/Berlin');
    const form = within(await screen.findByTestId('listing-filters'));
    await user.click(form.getByRole('checkbox', { name: 'Tue (0)' }));
    await user.click(form.getByRole('button', { name: t('listingFilters.apply') }));
    await waitFor(() =>
      expect(
        requests.some(
          (url) =>
            url.pathname.endsWith('/open/teachers') &&
            url.searchParams.get('days') === '2' &&
            !url.searchParams.has('parts') &&
            url.searchParams.get('tz') === 'Europe/Berlin',
        ),
      ).toBe(true),
    );
  });
  it('keeps the chosen filters when the search text or the order changes', async () => {
    mockApi(
      catalogueApi({
        '/open/tags': { list: LIVE_TAGS },
        '/open/teachers': teachersPage([teacher(41, { name: 'Wang Lin' })]),
        '/open/courses': coursesPage([]),
      }),
    );
    await renderRoute('/en/live?parts=evening&tz=Europe/Berlin&q=tones');
    const search = await screen.findByRole('search');
    const carried = [...search.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(carried).toEqual([
      ['parts', 'evening'],
      ['tz', 'Europe/Berlin'],
    ]);
  });
});

describe('course listing filters', () => {
  beforeEach(() => {
    forgetRates();
  });

  it('filters group classes by the times they meet, and shows each course rating', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: GROUP_TAGS },
          '/open/courses': coursesPage(
            [course(20, { kind: 'group', title: 'Evening group', rating: 4.5, review_count: 2 })],
            1,
            1,
            { ...NO_FACETS, parts: [{ value: 'evening', count: 1 }] },
          ),
        },
        requests,
      ),
    );
    await renderRoute('/en/group?parts=evening&tz=Europe/Berlin&sort=rating');

    const form = within(await screen.findByTestId('listing-filters'));
    expect(form.getByRole('group', { name: t('listingFilters.classDays') })).toBeTruthy();
    expect((form.getByRole('checkbox', { name: 'Evening (18–24) (1)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(form.getByRole('button', { name: t('listingFilters.applyCourses') })).toBeTruthy();
    const asked = requests.find((url) => url.pathname.endsWith('/open/courses'));
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      kind: 'group',
      parts: 'evening',
      tz: 'Europe/Berlin',
      sort: 'rating',
    });
    expect(screen.getByTestId('course-rating').textContent).toContain(
      t('catalogue.card.rating', { rating: '4.5', count: 2 }),
    );
  });

  it('offers neither times nor teachers on video courses, and filters them by price and rating', async () => {
    const requests: URL[] = [];
    mockApi(
      catalogueApi(
        {
          '/open/tags': { list: VIDEO_TAGS },
          '/open/courses': coursesPage([course(30, { kind: 'video', title: 'Tones' })]),
        },
        requests,
      ),
    );
    await renderRoute('/en/video?currency=CNY&price_max=300&rating_min=4');

    const form = within(await screen.findByTestId('listing-filters'));
    expect(form.queryByRole('group', { name: t('listingFilters.classDays') })).toBeNull();
    expect(form.queryByRole('combobox', { name: t('listingFilters.native') })).toBeNull();
    expect(
      form.getByRole('group', { name: t('listingFilters.coursePrice', { currency: 'CNY' }) }),
    ).toBeTruthy();
    const asked = requests.find((url) => url.pathname.endsWith('/open/courses'));
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      kind: 'video',
      price_max: '30000',
      rating_min: '4',
    });
    expect(screen.queryByTestId('course-rating')).toBeNull();
  });
});
