import { newEmail, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { SMTP_PORT } from '../support/env.ts';
import { bookFirstFreeStart, buyLessonTime, teacherByName } from '../support/lesson-time.ts';
import { mimePart, startMailbox } from '../support/mailbox.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Rescheduling (issue 29), the path a learner takes: a booked lesson of the demo teacher moved from the
 * bookings page to another free start shown in the learner's zone; the moves left go down, both sides are
 * mailed the same calendar event with a higher SEQUENCE. The API's tests hold the rules and the races.
 */

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox.close();
});

test.use({ timezoneId: 'Europe/Berlin' });

test('a learner moves a booked lesson to another free start from my bookings', async ({ page }) => {
  test.slow();
  await page.goto('/en');
  const email = newEmail();
  await register(page, email);
  const teacher = await teacherByName(page, 'Wang Lin');
  await buyLessonTime(page, teacher.courseId);
  const lesson = await bookFirstFreeStart(page, teacher.courseId);

  await page.goto('/en/user/date');
  const card = page.getByRole('article', { name: lesson.course_title });
  await expect(card.getByText('Moves left: 2 of 2')).toBeVisible();
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const panel = card.getByRole('region', { name: 'Move this lesson' });
  await expect(panel.getByText(`Choose a new start with Wang Lin.`, { exact: false })).toBeVisible();
  const times = panel.getByRole('list', { name: 'Free times in your time zone' });
  const slot = times.getByRole('button').nth(3);
  await expect(slot).toBeVisible();
  await expectAccessible(page, 'user/date with the reschedule panel open');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Move the lesson' }).click();
  await expect(
    page.getByText('The lesson has moved. You and your teacher have been emailed the new time.'),
  ).toBeVisible();
  await expect(card.getByText('Moves left: 1 of 2')).toBeVisible();
  await expect(panel).toBeHidden();

  // The lesson is at its new start, and the learner's mail carries the same event, one sequence on.
  const answer = await page.request.get(`/api/user/lessons/${lesson.id}?language=en`, {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  const moved = (await answer.json()).response as { starts_at: string; reschedule_count: number };
  expect(moved.reschedule_count).toBe(1);
  expect(moved.starts_at).not.toBe(lesson.starts_at);
  const mail = await mailbox.waitFor(
    (message) => message.to.includes(email) && /Lesson moved/.test(message.raw),
  );
  const calendar = mimePart(mail.raw, 'text/calendar') ?? '';
  expect(calendar).toContain(`UID:lesson-${lesson.id}@`);
  expect(calendar).toContain('SEQUENCE:1');
  expect(calendar).toContain(`DTSTART:${moved.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  await expectAccessible(page, 'user/date after the move');
});
