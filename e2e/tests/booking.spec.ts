import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { SMTP_PORT } from '../support/env.ts';
import { mimePart, startMailbox } from '../support/mailbox.ts';
import { topUp } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Booking and teaching, end to end: a learner in Berlin buys lesson time of the demo teacher, books a free
 * time shown in their zone, finds it in their bookings and takes the free trial once; the demo teacher, in
 * another zone, sees the lesson with Beijing time beside and completes a lesson already taught with its
 * summary. The API's unit and concurrency tests hold the rules; this is the path people take.
 */

const DEMO_TEACHER = { name: 'Wang Lin', email: 'wang-lin@teachers.hanyu.invalid' };

/** The demo teacher's user id and first one-on-one course, from the public API. */
async function demoTeacher(page: Page): Promise<{ id: number; courseId: number; courseTitle: string }> {
  const found = await page.request.get(
    `/api/open/teachers?language=en&q=${encodeURIComponent(DEMO_TEACHER.name)}`,
  );
  const teacher = (await found.json()).response.list[0] as { id: number };
  const detail = await page.request.get(`/api/open/teachers/${teacher.id}?language=en`);
  const courses = (await detail.json()).response.courses as Array<{
    id: number;
    kind: string;
    title: string;
  }>;
  const live = courses.find((course) => course.kind === 'live');
  if (!live) throw new Error('the demo teacher has no one-on-one course');
  return { id: teacher.id, courseId: live.id, courseTitle: live.title };
}

/** The first free time of the week view: presses it and answers its accessible name. */
async function chooseFirstSlot(page: Page): Promise<string> {
  const slot = page.getByRole('main').locator('button[aria-pressed]').first();
  await expect(slot).toBeVisible();
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return name;
}

/** Buys the cheapest item of `courseId` from a fresh top-up. */
async function buyLessonTime(page: Page, courseId: number) {
  await topUp(page, 2000, 'Alipay');
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await page.goto(`/en/i/${courseId}`);
  await page.getByRole('link', { name: /^Buy/ }).first().click();
  await page.getByRole('button', { name: /^Pay CN¥/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
}

const DAY = 86_400_000;
const BERLIN = 'Europe/Berlin';

/** Berlin's UTC offset at `instant`, in minutes. */
function berlinOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en', { timeZone: BERLIN, timeZoneName: 'longOffset' }).formatToParts(
    instant,
  );
  const [, sign, hours, minutes] =
    /GMT([+-])(\d{2}):(\d{2})/.exec(parts.find((p) => p.type === 'timeZoneName')?.value ?? '') ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Noon (UTC) of the next Sunday after `from` on which Berlin's clocks change. */
function nextBerlinClockChange(from: number): number {
  for (let day = Math.floor(from / DAY) * DAY + DAY / 2; ; day += DAY)
    if (berlinOffset(day) !== berlinOffset(day - DAY)) return day;
}

/** A Beijing wall-clock hour on the UTC date of `day`, as an instant. */
const beijingAt = (day: number, hour: number) => Math.floor(day / DAY) * DAY + (hour - 8) * 3_600_000;

/** HH:mm in Berlin. */
const berlinTime = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit' }).format(instant);

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox.close();
});

test.use({ timezoneId: BERLIN });
test.describe.configure({ mode: 'serial' });

test('a learner books the demo teacher in their own zone and takes the free trial once; the teacher sees the lesson and completes one with its summary', async ({
  page,
  browser,
}) => {
  // The longest journey of the suite: two people, many pages.
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);

  // The booking page: the bought course, its lesson time, a week of free times in Berlin.
  await page.goto('/en/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a lesson' })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(teacher.courseTitle) })).toBeChecked();
  await expect(page.getByText(/^Times in Europe\/Berlin \(UTC\+[12]\)$/)).toBeVisible();
  const chosen = await chooseFirstSlot(page);
  await expect(page.getByText(/^Beijing time: /)).toBeVisible();
  await page.getByLabel('Note for your teacher (optional)').fill('I would like to practise tones.');
  await page.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();
  await expect(page.getByText(`with ${DEMO_TEACHER.name}`, { exact: false })).toContainText('Europe/Berlin');

  await page.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL(/\/en\/user\/date$/);
  const booked = page.getByRole('article', { name: teacher.courseTitle });
  await expect(booked).toContainText('Booked');
  await expect(booked).toContainText('Your note: I would like to practise tones.');
  await expect(booked.getByRole('button', { name: 'Cancel lesson' })).toBeVisible();
  // The week view named the time as it reads in Berlin; the booking says the same time.
  const [, time] = /(\d{2}:\d{2})$/.exec(chosen) ?? [];
  expect(time).toBeTruthy();

  // Hours early (a booking needs two hours' notice; entry opens 20 minutes before): the classroom says when
  // it opens, and the server gave the page no token to enter with.
  // The entry itself, not the lesson's courseware the room's loader also asks for.
  const entryAnswer = page.waitForResponse((answer) =>
    /\/api\/classroom\/lessons\/\d+(?:\?|$)/.test(answer.url()),
  );
  await booked.getByRole('link', { name: 'Go to the classroom' }).click();
  const entry = (await (await entryAnswer).json()).response;
  expect(entry).toMatchObject({ state: 'early', token: null });
  await expect(page.getByRole('heading', { name: 'The classroom is not open yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter the classroom' })).toHaveCount(0);
  await page.goBack();
  await expect(booked).toContainText('Booked');

  // The free trial with the same teacher: once.
  await page.goto(`/en/book?trial&teacher=${teacher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your free trial lesson' })).toBeVisible();
  await chooseFirstSlot(page);
  await page.getByRole('button', { name: 'Book my free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();
  await page.goto(`/en/book?trial&teacher=${teacher.id}`);
  await chooseFirstSlot(page);
  await page.getByRole('button', { name: 'Book my free trial' }).click();
  await expect(page.getByText('The free trial has already been taken')).toBeVisible();

  // The teacher, in Tokyo: the lesson with Beijing time beside; a lesson already taught gets its summary.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const teacherPage = await context.newPage();
  await signInOverApi(teacherPage, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacherPage.goto('/en');
  await teacherPage
    .getByRole('link', { name: /^Teaching centre/ })
    .first()
    .click();
  await expect(teacherPage).toHaveURL(/\/en\/teach$/);
  const upcoming = teacherPage.getByRole('region', { name: 'Upcoming lessons' });
  await expect(upcoming.getByText('Note from the learner: I would like to practise tones.')).toBeVisible();
  await expect(upcoming.getByText(/^Beijing time /).first()).toBeVisible();
  const form = teacherPage.getByRole('form').first();
  await form.getByLabel('Lesson summary').fill('Reviewed greetings; the third tone needs practice.');
  await form.getByLabel('Progress').fill('Unit 2');
  const before = await teacherPage.getByRole('form').count();
  await form.getByRole('button', { name: 'Complete the lesson' }).click();
  await expect(teacherPage.getByRole('form')).toHaveCount(before - 1);
  await expectAccessible(teacherPage);

  // The learner's pages for their teachers: a note handed to the next teacher, the records, the level.
  await upcoming
    .getByRole('listitem')
    .filter({ hasText: 'Note from the learner: I would like to practise tones.' })
    .getByRole('link', { name: 'Handover notes' })
    .click();
  await expect(teacherPage).toHaveURL(/\/en\/module\/teacher\/handover\/\d+$/);
  await teacherPage.getByLabel('Handover note').fill('Wants tone practice; start with the third tone.');
  await teacherPage.getByRole('button', { name: 'Save the note' }).click();
  await expect(teacherPage.getByText('Your handover note is saved.')).toBeVisible();
  await expectAccessible(teacherPage);
  await teacherPage.getByRole('link', { name: 'Lesson records' }).click();
  await expect(teacherPage).toHaveURL(/\/en\/module\/user\/records\/\d+$/);
  await expect(teacherPage.getByText('Wants tone practice; start with the third tone.')).toBeVisible();
  await expectAccessible(teacherPage);
  await teacherPage.getByRole('link', { name: 'Level and progress' }).click();
  await expect(teacherPage).toHaveURL(/\/en\/module\/user\/level\/\d+$/);
  await expect(teacherPage.getByRole('heading', { level: 1, name: /^Level and progress of / })).toBeVisible();
  await expectAccessible(teacherPage);

  await teacherPage.goto('/en/user/timetable');
  await expect(teacherPage.getByRole('button', { name: 'Mon 08:00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(teacherPage);
  await context.close();
});

test("in the week Berlin changes its clocks, the teacher's Beijing hours move in Berlin and the booked lesson keeps its instant in the page, the mail's calendar file and the teacher's timetable", async ({
  page,
  browser,
}) => {
  await page.goto('/en');
  const email = newEmail();
  await register(page, email);
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);
  // Then the browser lives three days before the next change; the server keeps its own clock (the change
  // is in its future, so the booking rules apply as they would that week).
  const change = nextBerlinClockChange(Date.now() + 2 * DAY);
  await page.clock.install({ time: new Date(change - 3 * DAY - DAY / 2) });

  // The demo teacher opens at 08:00 Beijing time, Monday to Saturday: on the Saturday before the change
  // and the Monday after it, that is an hour apart in Berlin.
  const saturday = beijingAt(change - DAY, 8);
  const monday = beijingAt(change + DAY, 8);
  expect(berlinTime(saturday)).not.toBe(berlinTime(monday));
  await page.goto('/en/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a lesson' })).toBeVisible();
  // The server rendered its own week (by its clock); once the app runs, the week is the browser's.
  await page.keyboard.press('Shift');
  const firstOf = (weekday: string) =>
    page.getByRole('main').locator(`button[aria-label^="${weekday} "]`).first();
  await expect(firstOf('Sat')).toHaveAttribute('aria-label', new RegExp(` ${berlinTime(saturday)}$`));
  await expect(firstOf('Mon')).toHaveAttribute('aria-label', new RegExp(` ${berlinTime(monday)}$`));
  await firstOf('Mon').click();
  await page.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();

  await page.goto('/en/user/date');
  const pageTime = new Intl.DateTimeFormat('en-US', {
    timeZone: BERLIN,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  await expect(page.getByRole('article', { name: teacher.courseTitle })).toContainText(
    pageTime.format(monday),
  );

  // The confirmation mail carries the lesson as a calendar file, in UTC.
  const calendar = mimePart((await mailbox.mailTo(email)).raw, 'text/calendar');
  const utc = new Date(monday)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(calendar).toContain(`DTSTART:${utc}`);
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toMatch(/UID:lesson-\d+@/);

  // The teacher, in Tokyo, sees it at 08:00 Beijing time.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const teacherPage = await context.newPage();
  await signInOverApi(teacherPage, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacherPage.goto('/en/teach');
  const upcoming = teacherPage.getByRole('region', { name: 'Upcoming lessons' });
  const beijingLabel = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(monday);
  await expect(upcoming.getByText(`Beijing time ${beijingLabel}`)).toBeVisible();
  await context.close();
});
