import { expect, type Page } from '@playwright/test';
import { apiToken, topUp } from './money.ts';

/** Lesson-time steps of the rescheduling and journey specs: a teacher's course bought, a lesson booked. */

/** A teacher's user id and first one-on-one course, from the public API (by name). */
export async function teacherByName(
  page: Page,
  name: string,
): Promise<{ id: number; courseId: number; courseTitle: string }> {
  const found = await page.request.get(`/api/open/teachers?language=en&q=${encodeURIComponent(name)}`);
  const teacher = (await found.json()).response.list[0] as { id: number };
  return { id: teacher.id, ...(await liveCourseOf(page, teacher.id)) };
}

/** A teacher's first one-on-one course. */
export async function liveCourseOf(page: Page, teacherId: number) {
  const detail = await page.request.get(`/api/open/teachers/${teacherId}?language=en`);
  const courses = (await detail.json()).response.courses as Array<{
    id: number;
    kind: string;
    title: string;
  }>;
  const live = courses.find((course) => course.kind === 'live');
  if (!live) throw new Error(`teacher ${teacherId} has no one-on-one course`);
  return { courseId: live.id, courseTitle: live.title };
}

/** Buys the first item of `courseId` from a fresh top-up, through the pages a learner uses. */
export async function buyLessonTime(page: Page, courseId: number) {
  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await page.goto(`/en/i/${courseId}`);
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
}

/** Books the first free start of the course's first bought length over the API; answers the lesson. */
export async function bookFirstFreeStart(
  page: Page,
  courseId: number,
): Promise<{ id: number; starts_at: string; course_title: string }> {
  const headers = { authorization: `Bearer ${await apiToken(page)}` };
  const courses = (await (await page.request.get('/api/user/booking/courses', { headers })).json()).response
    .data as Array<{ course_id: number; lesson_minutes: number[] }>;
  const minutes = courses.find((course) => course.course_id === courseId)?.lesson_minutes[0];
  if (minutes === undefined) throw new Error(`no lesson time on course ${courseId}`);
  const slots = (
    await (
      await page.request.get(`/api/user/booking/slots?course_id=${courseId}&minutes=${minutes}&days=14`, {
        headers,
      })
    ).json()
  ).response.days as Array<{ slots: Array<{ start: string }> }>;
  const start = slots.flatMap((day) => day.slots)[0]?.start;
  if (!start) throw new Error(`no free start on course ${courseId}`);
  const booked = await page.request.post('/api/user/lessons', {
    headers,
    data: { course_id: courseId, minutes, starts_at: start },
  });
  expect(booked.status()).toBe(200);
  return (await booked.json()).response;
}
