import { i18n } from '@hanyu/i18n';
import { formatPrice } from '@hanyu/ui';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRouteInShell } from '../../testing/library-render.tsx';
import { apiResponse, HOME_FIXTURE, mockApi, renderRoute } from '../../testing/render-route.tsx';
import { isImageCover } from '../content/course-card.tsx';

/** Looks strings up untyped: tests build keys at run time. */
const t = (key: string, options: Record<string, unknown> = {}): string =>
  (i18n.t as (key: string, options: Record<string, unknown>) => string)(`public:${key}`, options);

describe('home page', () => {
  // renderRouteInShell silences the errors React reports for the boundaries it exercises.
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows teachers, courses and the claims from the API, in the page language', async () => {
    const requests: URL[] = [];
    mockApi((request) => {
      requests.push(new URL(request.url));
      return apiResponse({ response: HOME_FIXTURE });
    });
    const { container } = await renderRoute('/ja');

    expect(await screen.findByRole('heading', { level: 1, name: t('home.hero.title') })).toBeTruthy();
    expect(container.querySelector('[data-remote-build="test"]')).not.toBeNull();
    expect(requests[0]?.pathname).toBe('/api/open/home');
    expect(requests[0]?.searchParams.get('language')).toBe('ja');

    const teachers = await screen.findAllByTestId('teacher-card');
    expect(teachers).toHaveLength(2);
    const wang = within(teachers[0] as HTMLElement);
    expect(wang.getByRole('heading', { level: 3, name: 'Wang Lin' })).toBeTruthy();
    expect(wang.getByText(t('home.teachers.years', { count: 9 }))).toBeTruthy();
    expect(wang.getByText(t('home.teachers.rating', { rating: '4.9' }))).toBeTruthy();
    expect(wang.getByText(/北京語言大学/)).toBeTruthy();
    expect((teachers[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe(
      '/api/open/teachers/1/avatar.svg',
    );

    const courses = screen.getAllByTestId('course-card');
    expect(courses).toHaveLength(2);
    const first = within(courses[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: 'HSK 1級 基礎マンツーマン' })).toBeTruthy();
    expect(first.getByText(t('shared.kinds.live'))).toBeTruthy();
    expect(first.getByText(t('home.courses.lessons', { count: 20, minutes: 25 }))).toBeTruthy();
    expect(courses[0]?.textContent).toContain(formatPrice(198_000, 'CNY', 'ja'));
    expect(courses[1]?.textContent).toContain(formatPrice(19_850, 'CNY', 'ja'));

    const claims = screen.getByTestId('claims');
    expect(claims.textContent).toContain(t('shared.claims.teachersFigure', { value: '200' }));
    expect(claims.textContent).toContain(t('shared.claims.yearsFigure', { value: 5 }));
    expect(claims.textContent).toContain(t('shared.claims.guaranteeFigure', { value: 30 }));
  });

  it('takes the claim figures from the API stats', async () => {
    mockApi(() =>
      apiResponse({
        response: {
          ...HOME_FIXTURE,
          stats: { teacher_count: 1200, experience_years: 7, guarantee_days: 45 },
        },
      }),
    );
    await renderRoute('/en');
    await screen.findByTestId('claims');
    const claims = screen.getByTestId('claims').textContent;
    expect(claims).toContain('7+ years');
    expect(claims).toContain('45 days');
    expect(claims).toContain('About 1,200 teachers of Chinese, every one with more than 7 years');
  });

  it('links the calls to action and the three kinds of course within the language', async () => {
    mockApi(() => apiResponse({ response: HOME_FIXTURE }));
    await renderRoute('/es');
    await screen.findAllByTestId('teacher-card');
    const trialLinks = screen.getAllByRole('link', { name: t('home.hero.primary') });
    expect(trialLinks[0]?.getAttribute('href')).toBe('/es/about/how');
    expect(screen.getByRole('link', { name: t('home.hero.secondary') }).getAttribute('href')).toBe(
      '/es/live',
    );
    expect(screen.getByRole('link', { name: t('home.kinds.live.link') }).getAttribute('href')).toBe(
      '/es/live',
    );
    expect(screen.getByRole('link', { name: t('home.kinds.group.link') }).getAttribute('href')).toBe(
      '/es/group',
    );
    expect(screen.getByRole('link', { name: t('home.kinds.video.link') }).getAttribute('href')).toBe(
      '/es/video',
    );
  });

  it('leaves a failed call to the route error page (the server gives the render up; the browser tries again)', async () => {
    mockApi(() => apiResponse({ error: { code: 500, message: 'Internal error' } }, 500));
    await renderRouteInShell('/ko');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
    expect(screen.queryByTestId('home-page')).toBeNull();
  });
});

describe('isImageCover', () => {
  it('tells image covers from CSS backgrounds', () => {
    expect(isImageCover('/api/open/courses/1/cover.svg?v=1')).toBe(true);
    expect(isImageCover('https://cdn.example/cover.png')).toBe(true);
    expect(isImageCover('linear-gradient(135deg, #fff, #000)')).toBe(false);
    expect(isImageCover('#d9472b')).toBe(false);
  });
});
