import type { HomeResponse, Lang } from '@hanyu/contract';
import { setLanguage } from '@hanyu/i18n';
import { configureSdk } from '@hanyu/sdk';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { init, routes } from '../routes.tsx';

/** The shell shows its own frame while the first route loads; tests show nothing. */
function HydrateFallback() {
  return null;
}

/** Renders mf-public's routes under /:lang as the shell mounts them, in the language of the path. */
export async function renderRoute(path: string) {
  const lang = path.split('/')[1] as Lang;
  await init();
  await setLanguage(lang);
  const router = createMemoryRouter([{ path: '/:lang', HydrateFallback, children: routes }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Answers the sdk's calls with `handler`; the sdk sends ky's Request objects. */
export function mockApi(handler: (request: Request) => Response | Promise<Response>): void {
  configureSdk({
    baseUrl: 'http://api.test/api',
    fetch: async (input, init) => handler(input instanceof Request ? input : new Request(input, init)),
  });
}

export function apiResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const HOME_FIXTURE: HomeResponse = {
  teachers: [
    {
      id: 1,
      name: 'Wang Lin',
      avatar: '/api/open/teachers/1/avatar.svg',
      experience_years: 9,
      languages: ['中国語', '英語'],
      intro: '北京語言大学で中国語教育の修士号を取得しました。',
      rating: 4.9,
      lessons_taught: 6820,
      tags: [{ id: 1, scope: 'live', name: 'HSK' }],
    },
    {
      id: 2,
      name: 'Li Na',
      avatar: '/api/open/teachers/2/avatar.svg',
      experience_years: 12,
      languages: ['中国語'],
      intro: '上海の貿易会社で5年間ビジネス通訳を務めました。',
      rating: 5,
      lessons_taught: 9410,
      tags: [],
    },
  ],
  courses: [
    {
      id: 10,
      kind: 'live',
      title: 'HSK 1級 基礎マンツーマン',
      summary: 'HSK 1級の150語と基礎文法をカバーします。',
      level: 'HSK 1',
      lesson_count: 20,
      lesson_minutes: 25,
      price_minor: 198_000,
      currency: 'CNY',
      cover: '/api/open/courses/10/cover.svg',
      tags: [],
      teacher: { id: 1, name: 'Wang Lin', avatar: '/api/open/teachers/1/avatar.svg' },
      group_status: null,
      starts_at: null,
      rating: 0,
      review_count: 0,
    },
    {
      id: 11,
      kind: 'video',
      title: 'ピンインと声調',
      summary: '10分の動画30本で発音の基礎を学びます。',
      level: 'HSK 1',
      lesson_count: 30,
      lesson_minutes: 10,
      price_minor: 19_850,
      currency: 'CNY',
      cover: 'linear-gradient(135deg, #fdeee9, #e3f4f1)',
      tags: [],
      teacher: null,
      group_status: null,
      starts_at: null,
      rating: 0,
      review_count: 0,
    },
  ],
  stats: { teacher_count: 200, experience_years: 5, guarantee_days: 30 },
};
