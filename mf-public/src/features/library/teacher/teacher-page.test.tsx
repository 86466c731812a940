import { bus } from '@hanyu/event-bus';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { libraryApi, TEACHER_FIXTURE } from '../../../testing/library-fixtures.ts';
import { renderRouteInShell } from '../../../testing/library-render.tsx';
import { t } from '../../../testing/public-t.ts';
import { apiResponse, mockApi, renderRoute } from '../../../testing/render-route.tsx';
import { excerpt, hoursAndMinutes } from './teacher-stats.ts';

describe('teacher page', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    jest.restoreAllMocks();
  });

  it('shows the profile, the computed statistics and the courses, in the page language', async () => {
    const requests: URL[] = [];
    mockApi(
      libraryApi({
        '/open/teachers/7': (_, url) => {
          requests.push(url);
          return TEACHER_FIXTURE;
        },
      }),
    );
    const { container } = await renderRoute('/en/t/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zhang Wei' })).toBeTruthy();
    expect(requests[0]?.searchParams.get('language')).toBe('en');
    expect(screen.getByText('8 years of teaching')).toBeTruthy();
    expect(screen.getByText('Rated 4.8 out of 5')).toBeTruthy();
    expect(screen.getByText('Speaks Chinese, English, and Spanish')).toBeTruthy();
    expect(screen.getByRole('list', { name: t('library.teacher.tags') }).textContent).toContain(
      'Business Chinese',
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/teachers/7/intro.mp4');

    const stats = screen.getByTestId('teacher-statistics');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value(t('library.teacher.toPrepare'))).toBe('14');
    expect(value(t('library.teacher.completed'))).toBe('5,120');
    expect(value(t('library.teacher.students'))).toBe('312');
    // 7,425 minutes are 123 hours and 45 minutes.
    expect(value(t('library.teacher.duration'))).toBe('123 h 45 min');

    const courses = screen.getAllByTestId('course-card');
    expect(courses).toHaveLength(2);
    expect(within(courses[0] as HTMLElement).getByRole('link', { name: /Business Chinese/ })).toBeTruthy();
    expect(courses[1]?.textContent).toContain('990');

    // Booking goes to the first one-on-one course, not the first course.
    expect(screen.getByRole('link', { name: t('library.teacher.book') }).getAttribute('href')).toBe(
      '/en/i/30',
    );
  });

  it("shows the weekly hours in the visitor's zone and the way to a free trial", async () => {
    const { sessionStore } = await import('@hanyu/session');
    sessionStore.getState().setTimeZone('America/New_York');
    mockApi(libraryApi({ '/open/teachers/7': () => TEACHER_FIXTURE }));
    await renderRoute('/en/t/7');
    const hours = await screen.findByRole('heading', { name: 'When Zhang Wei teaches' });
    const section = within(hours.closest('section') as HTMLElement);
    expect(section.getByText('America/New_York')).toBeTruthy();
    // Monday 08:00 in Beijing is Sunday 19:00 in New York; Saturday 21:30 is 08:30 the same morning there.
    const rows = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual(['Sunday 7:00 PM to 11:00 PM', 'Saturday 6:00 AM to 8:30 AM']);
    expect(section.getByRole('link', { name: 'Book a free trial lesson' }).getAttribute('href')).toBe(
      '/en/book?trial&teacher=7',
    );
  });

  it('leaves out the booking button and the video when the teacher has neither', async () => {
    mockApi(
      libraryApi({
        '/open/teachers/7': () => ({
          ...TEACHER_FIXTURE,
          video: null,
          courses: TEACHER_FIXTURE.courses.filter((course) => course.kind !== 'live'),
        }),
      }),
    );
    const { container } = await renderRoute('/ja/t/7');
    await screen.findByRole('heading', { level: 1, name: 'Zhang Wei' });
    expect(screen.queryByRole('link', { name: t('library.teacher.book') })).toBeNull();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('123時間45分')).toBeTruthy();
  });

  it('shows the not-found page when the API knows no such teacher', async () => {
    const notFound: string[] = [];
    off = bus.on('navigation:not-found', ({ url }) => notFound.push(url));
    mockApi(libraryApi({}));
    await renderRouteInShell('/en/t/99');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Quiet: the bus event would land on the history entry before this one.
    expect(notFound).toEqual([]);
  });

  it('does not ask the API about an id that is not a number', async () => {
    const requests: string[] = [];
    mockApi((request) => {
      requests.push(request.url);
      return apiResponse({ response: TEACHER_FIXTURE });
    });
    await renderRouteInShell('/en/t/abc');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404');
    expect(requests).toEqual([]);
  });

  it('leaves a failed call to the route error page', async () => {
    mockApi(
      libraryApi({
        '/open/teachers/7': () => apiResponse({ error: { code: 500, message: 'Internal error' } }, 500),
      }),
    );
    await renderRouteInShell('/en/t/7');
    expect((await screen.findByTestId('route-error')).textContent).toBe('500');
  });
});

describe('teacher statistics helpers', () => {
  it('splits minutes into hours and minutes', () => {
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(7425)).toEqual({ hours: 123, minutes: 45 });
  });

  it('cuts a description at a word, or at the limit for text without spaces', () => {
    expect(excerpt('short  text\nhere')).toBe('short text here');
    const words = 'word '.repeat(60);
    const cut = excerpt(words, 40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(excerpt('汉'.repeat(50), 20)).toBe(`${'汉'.repeat(19)}…`);
  });
});
