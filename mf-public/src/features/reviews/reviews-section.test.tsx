import type { ReviewPage } from '@hanyu/contract';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { libraryApi, TEACHER_FIXTURE } from '../../testing/library-fixtures.ts';
import { mockApi, renderRoute } from '../../testing/render-route.tsx';
import { languageName } from './reviews-section.tsx';

const REVIEWS: ReviewPage = {
  summary: { average: 4.3, count: 12, distribution: [1, 0, 1, 4, 6] },
  page: 2,
  page_size: 10,
  list: [
    {
      id: 31,
      stars: 5,
      text: 'Muy paciente y clara.',
      language: 'es',
      reviewer_name: 'Sofía',
      lesson: true,
      course_id: 30,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      reply: '¡Gracias!',
      replied_at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 30,
      stars: 2,
      text: '老师很友好，不过进度有点慢。',
      language: 'zh',
      reviewer_name: 'Emma',
      lesson: true,
      course_id: 30,
      created_at: '2026-11-19T10:00:00.000Z',
      updated_at: '2026-11-19T10:00:00.000Z',
      reply: null,
      replied_at: null,
    },
  ],
};

describe('reviews on the teacher page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the average, count and distribution and the page of reviews asked for, each in its language, named', async () => {
    const asked: URL[] = [];
    mockApi(
      libraryApi({
        '/open/teachers/7': () => TEACHER_FIXTURE,
        '/open/teachers/7/reviews': (_, url) => {
          asked.push(url);
          return REVIEWS;
        },
      }),
    );
    await renderRoute('/en/t/7?page=2');
    const section = await screen.findByRole('region', { name: 'What learners say' });
    expect(asked[0]?.searchParams.get('page')).toBe('2');
    expect(within(section).getByText('Rated 4.3 out of 5')).toBeTruthy();
    expect(within(section).getByText('12 reviews')).toBeTruthy();
    expect(within(section).getByText('5 stars: 6')).toBeTruthy();
    const reviews = within(section).getAllByTestId('review');
    expect(reviews).toHaveLength(2);
    const first = reviews[0] as HTMLElement;
    expect(within(first).getByText('Muy paciente y clara.').getAttribute('lang')).toBe('es');
    expect(within(first).getByText('Written in Spanish')).toBeTruthy();
    expect(within(first).getByText('¡Gracias!')).toBeTruthy();
    expect(within(reviews[1] as HTMLElement).getByText('Written in Chinese')).toBeTruthy();
    // Page 2 of 2: a link back to the first page.
    expect(
      within(section)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/en/t/7');
  });

  it('says so when nobody has reviewed the teacher yet', async () => {
    mockApi(libraryApi({ '/open/teachers/7': () => TEACHER_FIXTURE }));
    await renderRoute('/en/t/7');
    const section = await screen.findByRole('region', { name: 'What learners say' });
    expect(within(section).getByText('No reviews yet.')).toBeTruthy();
  });

  it('names a language in the page language, and keeps a tag it cannot name', () => {
    expect(languageName('ja', 'es')).toBe('japonés');
    expect(languageName('zz-not-a-tag-at-all', 'en')).toBe('zz-not-a-tag-at-all');
  });
});
