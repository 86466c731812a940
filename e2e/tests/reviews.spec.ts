import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { buyLessonTime, chooseFirstSlot, DEMO_TEACHER, demoTeacher } from '../support/live-lessons.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 29's reviews, end to end: a learner's lesson is taught (the suite's hook: the teacher's summary at its
 * end), the learner reviews it in My reviews, the review shows on the teacher's page in its language, the
 * teacher replies once from the teaching centre, and an operator hides it with a reason in the service centre,
 * after which the teacher's page no longer shows it. axe on each page. The API's tests hold the rules and
 * the races (the rollups under concurrent writes); this is the path people take.
 */

const OPERATOR = 'operator@demo.hanyu.example';
const REVIEW = `Muy paciente y clara, por fin entiendo los tonos (${Date.now()}).`;
const REPLY = '¡Gracias! Nos vemos en la próxima clase.';

test('a learner reviews a taught lesson, the teacher replies and an operator hides the review', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);
  await page.goto(`/en/book?course=${teacher.courseId}`);
  await chooseFirstSlot(page);
  await page.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();
  const lessons = await page.request.get('/api/user/lessons?when=upcoming&language=en', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  const [lesson] = (await lessons.json()).response.data as Array<{ id: number }>;
  const taught = await page.request.post(`/api/test-hooks/lessons/${lesson?.id}/taught`, {
    data: { summary: 'Tones 2 and 3.' },
  });
  expect(taught.status()).toBe(200);

  // The learner writes the review, in Spanish, from My reviews.
  await page.goto('/en/user/reviews');
  const item = page
    .getByRole('article', { name: `${teacher.courseTitle} with ${DEMO_TEACHER.name}` })
    .first();
  const four = item.getByRole('radio', { name: '4 stars' });
  await expect(async () => {
    await four.click();
    await expect(four).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await item.getByLabel('Your review').fill(REVIEW);
  await item.getByLabel('Written in').selectOption('es');
  await item.getByRole('button', { name: 'Publish the review' }).click();
  await expect(item.getByText(REVIEW)).toBeVisible();
  await expectAccessible(page, 'user/reviews');

  // The teacher's page shows it, rendered with the page, its language named.
  await page.goto(`/en/t/${teacher.id}`);
  const reviews = page.getByRole('region', { name: 'What learners say' });
  const shown = reviews.getByTestId('review').filter({ hasText: REVIEW });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Written in Spanish');
  await expectAccessible(page, 'a teacher page with reviews');

  // The teacher replies once from the teaching centre.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInOverApi(teacherPage, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacherPage.goto('/en/teach/reviews');
  const toReply = teacherPage.getByTestId('teacher-review').filter({ hasText: REVIEW });
  const field = toReply.getByLabel(/^Reply \(once/);
  await field.click();
  await expect(teacherPage.locator('#root[data-server-rendered]')).toHaveCount(0);
  await field.fill(REPLY);
  await toReply.getByRole('button', { name: 'Publish the reply' }).click();
  await expect(toReply.getByText(REPLY)).toBeVisible();
  await expectAccessible(teacherPage, 'teach/reviews');
  await teacherContext.close();

  // An operator hides it with a reason; the teacher's page no longer shows it.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInOverApi(operatorPage, OPERATOR, DEMO_PASSWORD);
  await operatorPage.goto('/en/service-centre/reviews');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const toHide = operatorPage.getByTestId('operator-review').filter({ hasText: REVIEW });
  const reason = toHide.getByLabel('Why hide it (the reason is kept in the audit log)');
  await reason.click();
  await expect(operatorPage.locator('#root[data-server-rendered]')).toHaveCount(0);
  await reason.fill('Test of the moderation path');
  await toHide.getByRole('button', { name: 'Hide the review' }).click();
  await expect(toHide.getByRole('button', { name: 'Show it again' })).toBeVisible();
  await expectAccessible(operatorPage, 'service-centre/reviews');
  await operatorContext.close();

  await page.goto(`/en/t/${teacher.id}`);
  await expect(page.getByRole('region', { name: 'What learners say' })).toBeVisible();
  await expect(page.getByText(REVIEW)).toHaveCount(0);
});
