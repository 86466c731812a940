import { removeCookie } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueApi, GROUP_DETAIL, LIVE_DETAIL, VIDEO_DETAIL } from '../../testing/catalogue-fixtures.ts';
import { renderRouteInShell } from '../../testing/library-render.tsx';
import { t } from '../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { CURRENCY_COOKIE, forgetRates, loadRates } from '../content/display-currency.ts';

function rows() {
  return within(screen.getByTestId('course-skus')).getAllByTestId('sku-row');
}

describe('course page', () => {
  // renderRouteInShell silences the errors React reports for the boundaries it exercises.
  afterEach(() => {
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    forgetRates();
    removeCookie(CURRENCY_COOKIE);
    sessionStore.setState({ timeZone: 'Asia/Shanghai' });
  });

  it('shows a live course: facts, tags, teacher, sanitised description and one row per SKU', async () => {
    const requests: URL[] = [];
    mockApi(catalogueApi({ '/open/courses/10': LIVE_DETAIL }, requests));
    await renderRoute('/en/i/10');

    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 2 one-on-one' })).toBeTruthy();
    expect(
      requests.find((url) => url.pathname === '/api/open/courses/10')?.searchParams.get('language'),
    ).toBe('en');
    expect(screen.getByRole('link', { name: 'Wang Lin' }).getAttribute('href')).toBe('/en/t/41');
    expect(screen.getByRole('link', { name: 'HSK' }).getAttribute('href')).toBe('/en/live/tag/1');
    expect(screen.getByText('300 words').tagName).toBe('STRONG');

    const [free, single, ten, twenty] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(rows()).toHaveLength(4);
    // Every item is bought, a single lesson too: the trial is the free one, booked with the teacher (issue 24).
    expect(within(free).getByRole('link', { name: /Buy/ }).getAttribute('href')).toBe('/en/checkout?sku=99');
    expect(free.textContent).toContain(t('catalogue.sku.free'));
    expect(within(single).getByRole('link', { name: /Buy/ }).getAttribute('href')).toBe(
      '/en/checkout?sku=100',
    );
    expect(within(single).getByTestId('price').textContent).toContain('CN¥39');
    expect(screen.queryByRole('link', { name: /Book a trial:/ })).toBeNull();
    const trial = screen.getByRole('link', { name: t('library.teacher.trial') });
    expect(trial.getAttribute('href')).toBe('/en/book?trial&teacher=41');
    expect(screen.getByText(t('library.teacher.trialNote'))).toBeTruthy();

    const buy = within(ten).getByRole('link', {
      name: t('catalogue.sku.buyLabel', { name: t('catalogue.sku.name', { count: 10, minutes: 25 }) }),
    });
    expect(buy.getAttribute('href')).toBe('/en/checkout?sku=101');
    expect(buy.textContent).toBe(t('catalogue.sku.buy'));
    expect(ten.textContent).toContain(t('catalogue.sku.minutes', { count: 250 }));
    expect(ten.textContent).toContain('Hanyu classroom, WeChat');
    expect(ten.textContent).toContain(t('catalogue.sku.selfBooking'));
    expect(ten.textContent).toContain(t('catalogue.sku.unlimited'));
    // Converted from the first render: the rates are part of the loader's data.
    const price = within(ten).getByTestId('price');
    expect(price.textContent).toContain('$13.80');
    expect(price.textContent).toContain('CN¥98');
    expect(within(ten).getByText(t('catalogue.price.rateOf', { date: 'November 21, 2026' }))).toBeTruthy();

    // Sold out: no link on to checkout; assistant booking named.
    expect(within(twenty).queryByRole('link')).toBeNull();
    expect(twenty.textContent).toContain(t('catalogue.sku.soldOut'));
    expect(twenty.textContent).toContain(t('catalogue.sku.assistantBooking'));

    expect(screen.queryByTestId('course-timetable')).toBeNull();
    expect(screen.queryByTestId('course-lessons')).toBeNull();
  });

  it('re-renders every price when the visitor picks another currency, and remembers it in a cookie', async () => {
    mockApi(catalogueApi({ '/open/courses/10': LIVE_DETAIL }));
    await renderRoute('/en/i/10');
    await screen.findByRole('heading', { level: 1, name: 'HSK 2 one-on-one' });
    const select = screen.getByRole('combobox', { name: t('catalogue.price.currency') });
    expect((select as HTMLSelectElement).value).toBe('USD');
    await userEvent.selectOptions(select, 'EUR');
    // CN¥98 × 0.1295 = €12.691 → €12.69.
    await waitFor(() =>
      expect(within(rows()[2] as HTMLElement).getByTestId('price').textContent).toContain('€12.69'),
    );
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=EUR`);

    await userEvent.selectOptions(select, 'CNY');
    await waitFor(() =>
      expect(within(rows()[2] as HTMLElement).getByTestId('price').textContent).toBe('CN¥98'),
    );
  });

  it('shows CNY only when the rates cannot be had, and in Chinese by default', async () => {
    mockApi(
      catalogueApi({
        '/open/courses/10': LIVE_DETAIL,
        '/open/waihui/rates': () => apiResponse({ error: { code: 500, message: 'down' } }, 500),
      }),
    );
    const { unmount } = await renderRoute('/en/i/10');
    await screen.findByRole('heading', { level: 1, name: 'HSK 2 one-on-one' });
    const price = within(rows()[2] as HTMLElement).getByTestId('price');
    expect(await loadRates()).toBeNull();
    expect(price.textContent).toBe('CN¥98');
    unmount();

    forgetRates();
    mockApi(catalogueApi({ '/open/courses/10': LIVE_DETAIL }));
    await renderRoute('/zh-cn/i/10');
    await screen.findByRole('heading', { level: 1, name: 'HSK 2 one-on-one' });
    expect(within(rows()[2] as HTMLElement).getByTestId('price').textContent).toBe('¥98');
  });

  it('shows a group class timetable in the visitor time zone, with size but never the enrolled count', async () => {
    mockApi(catalogueApi({ '/open/courses/20': GROUP_DETAIL }));
    await renderRoute('/en/i/20');
    const timetable = await screen.findByTestId('course-timetable');
    const view = within(timetable);
    expect(view.getByRole('heading', { level: 2, name: t('catalogue.group.timetable') })).toBeTruthy();
    expect(view.getByText(t('catalogue.groupStatus.0'))).toBeTruthy();
    expect(view.getByText(t('catalogue.group.capacity', { count: 6 }))).toBeTruthy();
    expect(view.getByText(t('catalogue.group.minHeadCount', { count: 3 }))).toBeTruthy();
    expect(view.getByText(t('catalogue.group.seatsLeft', { count: 2 }))).toBeTruthy();
    expect(view.getByText(/Asia\/Shanghai/)).toBeTruthy();
    const sessions = view.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(sessions).toHaveLength(2);
    // 12:00 UTC is 8 PM in Shanghai.
    expect(sessions[0]?.querySelector('time')?.textContent).toMatch(/Dec 1, 2026.*8:00\sPM/u);
    expect(sessions[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01T12:00:00Z');
    expect(timetable.textContent).not.toMatch(/enrol/i);
    expect(
      within(rows()[0] as HTMLElement)
        .getByRole('link', { name: /Buy/ })
        .getAttribute('href'),
    ).toBe('/en/checkout?sku=200');
  });

  it('shows the video lessons in order with their items and the free preview', async () => {
    mockApi(catalogueApi({ '/open/courses/30': VIDEO_DETAIL }));
    await renderRoute('/en/i/30');
    const outline = await screen.findByTestId('course-lessons');
    const titles = within(outline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Initials and finals', 'The four tones']);
    const lessons = within(outline)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    const first = within(lessons[0] as HTMLElement);
    // The free preview is a link to that lesson, not a label.
    const preview = first.getByRole('link', { name: /: Initials and finals$/ });
    expect(preview.textContent).toBe(`${t('catalogue.video.preview')}: Initials and finals`);
    expect(preview.getAttribute('href')).toMatch(/^\/en\/learning\/video\/30\/lesson\/\d+$/);
    expect(first.getByText(t('catalogue.video.items.words'))).toBeTruthy();
    expect(first.getByText(t('catalogue.video.items.highlight'))).toBeTruthy();
    expect(within(lessons[1] as HTMLElement).queryByText(t('catalogue.video.preview'))).toBeNull();
    expect(within(lessons[1] as HTMLElement).getByText(t('catalogue.video.items.practice'))).toBeTruthy();
    // No teacher, no description: neither is shown.
    expect(screen.queryByRole('heading', { name: t('catalogue.course.about') })).toBeNull();
  });

  it('shows a video course whose lessons are not all there as not yet available, with no Buy link', async () => {
    mockApi(catalogueApi({ '/open/courses/30': { ...VIDEO_DETAIL, for_sale: false } }));
    await renderRoute('/en/i/30');
    expect(await screen.findByText(t('catalogue.sku.notYetLead'))).toBeTruthy();
    const [row] = rows() as [HTMLElement];
    expect(within(row).getByText(t('catalogue.sku.notYet'))).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /checkout/i })).toBeNull();
    expect(document.querySelector('a[href*="checkout"]')).toBeNull();
  });

  it('leads an unknown course to the not-found page (the API answers 404)', async () => {
    mockApi(catalogueApi({}));
    await renderRouteInShell('/en/i/999');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('leaves a failed call to the route error page', async () => {
    mockApi(
      catalogueApi({
        '/open/courses/10': () => apiResponse({ error: { code: 500, message: 'down' } }, 500),
      }),
    );
    await renderRouteInShell('/en/i/10');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
  });

  it('treats an id that cannot exist as not found, without asking the API (not even the rates)', async () => {
    const requests: URL[] = [];
    mockApi(catalogueApi({ '/open/courses/10': LIVE_DETAIL }, requests));
    await renderRouteInShell('/en/i/0');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(requests).toEqual([]);
  });
});
