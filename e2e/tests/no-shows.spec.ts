import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { buyLessonTime, chooseFirstSlot, DEMO_TEACHER, demoTeacher } from '../support/live-lessons.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 28, no-shows and disputes, end to end: a learner books a lesson the demo teacher never comes to; the
 * attendance rule (the job's, read ahead of time through the suite's hook, E2E_HOOKS) makes it a teacher
 * no-show, and the learner reads it on the lesson and finds the lesson time back. The teacher disputes the
 * mark from the teaching centre, an operator upholds it in the service centre with a resolution, and the
 * learner reads the resolution on the lesson, which counts as given again. The API's tests hold the rules
 * (money, time, concurrency); this is the path people take.
 */

const OPERATOR = 'operator@demo.hanyu.example';
const RESOLUTION = 'The classroom records missed the teacher, who taught on the phone; the lesson counts.';

test('a teacher no-show gives the time back; the teacher disputes it and an operator upholds it in the centre', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);

  // A lesson booked (two hours ahead at least): its time is spent.
  await page.goto(`/en/book?course=${teacher.courseId}`);
  const remaining = page.getByText(/min of lesson time left$/).first();
  await expect(remaining).toBeVisible();
  const before = (await remaining.textContent()) ?? '';
  await chooseFirstSlot(page);
  await page.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();
  const lessons = await page.request.get('/api/user/lessons?when=upcoming&language=en', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  const [lesson] = (await lessons.json()).response.data as Array<{ id: number }>;
  expect(lesson).toBeTruthy();

  // Ten minutes after its start nobody has joined: the rule makes it a teacher no-show.
  const settled = await page.request.post(`/api/test-hooks/lessons/${lesson?.id}/attendance`);
  expect(settled.status()).toBe(200);
  expect((await settled.json()).response).toEqual({ outcome: 'teacher_no_show' });

  // The learner reads it on the lesson, and has the time back.
  await page.goto('/en/user/date?when=past');
  const card = page.getByRole('article', { name: teacher.courseTitle }).first();
  await expect(card).toContainText(
    'Teacher no-show: your teacher did not come, and the lesson time was returned to you.',
  );
  await expect(card).toContainText('Cancelled');
  await expectAccessible(page);
  await page.goto(`/en/book?course=${teacher.courseId}`);
  await expect(page.getByText(/min of lesson time left$/).first()).toHaveText(before);

  // The teacher contests the mark from the teaching centre.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInOverApi(teacherPage, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacherPage.goto('/en/teach');
  const disputes = teacherPage.getByRole('region', { name: 'No-shows and disputes' });
  const noShow = disputes.getByRole('listitem').filter({ hasText: 'Marked as a teacher no-show' }).first();
  await expect(noShow).toBeVisible();
  await noShow.getByRole('button', { name: 'Dispute the no-show' }).click();
  await noShow.getByLabel('Why was this not a no-show?').fill('I was in the lesson from my phone.');
  await noShow.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(noShow).toContainText('Your dispute was sent.');
  await expect(noShow).toContainText('being reviewed');
  await teacherContext.close();

  // An operator finds it first in the centre's disputes and upholds it with a resolution.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInOverApi(operatorPage, OPERATOR, DEMO_PASSWORD);
  await operatorPage.goto('/en/service-centre/disputes');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expectAccessible(operatorPage);
  const first = operatorPage.getByRole('listitem').filter({ hasText: 'I was in the lesson from my phone.' });
  await expect(first).toContainText('Open');
  await first.getByRole('link').click();
  await expect(operatorPage.getByRole('heading', { level: 2, name: 'Classroom attendance' })).toBeVisible();
  await expect(operatorPage.getByText('Nobody joined the classroom.')).toBeVisible();
  await expectAccessible(operatorPage);
  await operatorPage.getByLabel('Resolution (both sides read it and are mailed)').fill(RESOLUTION);
  await operatorPage.getByRole('button', { name: 'Uphold' }).click();
  await expect(operatorPage.getByText('Upheld').first()).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Uphold' })).toHaveCount(0);
  await operatorContext.close();

  // The learner reads the resolution on the lesson, which counts as given again.
  await page.goto('/en/user/date?when=past');
  const resolved = page.getByRole('article', { name: teacher.courseTitle }).first();
  await expect(resolved).toContainText('Completed');
  await expect(resolved).toContainText('The teacher’s dispute');
  await expect(resolved).toContainText(`Resolution: ${RESOLUTION}`);
});
