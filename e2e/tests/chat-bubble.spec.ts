import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { LEARNER } from '../support/classroom.ts';
import { chooseFirstSlot, demoTeacher } from '../support/live-lessons.ts';
import { expect, test } from '../support/test.ts';

/**
 * The chat bubble (issue 24, item 23): on every page, for learners and visitors, with an accessible name, and on
 * a phone never over a page's primary action (the checkout's total and pay button, booking's "Continue").
 */
test.use({ viewport: { width: 390, height: 844 } });

const bubble = (page: Page) => page.getByRole('button', { name: /^Chat with us/ });

/** Whether the visible bubble's box and `target`'s meet (a hidden bubble covers nothing). */
async function covers(page: Page, target: Locator): Promise<boolean> {
  return page.evaluate(
    ([launcher, action]) => {
      if (!launcher || !action || getComputedStyle(launcher).visibility === 'hidden') return false;
      const a = launcher.getBoundingClientRect();
      const b = action.getBoundingClientRect();
      return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    },
    [await page.getByTestId('chat-launcher').elementHandle(), await target.elementHandle()] as const,
  );
}

/** Scrolls the page from top to bottom in steps; at each, the bubble must keep off every target. */
async function scrollAndCheck(page: Page, targets: Locator[]) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= height + 60; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const target of targets) await expect.poll(() => covers(page, target)).toBe(false);
  }
}

test('the bubble has a name, is on the user centre and for visitors, and keeps off the checkout total', async ({
  page,
}) => {
  test.slow();
  // A visitor may ask before buying: the bubble opens a question form that leads to signing in.
  await page.goto('/en');
  await expect(bubble(page)).toBeVisible();
  await bubble(page).click();
  const form = page.getByRole('dialog', { name: 'Questions before you start?' });
  await form.getByLabel('Your question').fill('Do you prepare learners for HSK 4?');
  await form.getByRole('button', { name: 'Log in to send' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();

  await signInOverApi(page, LEARNER, DEMO_PASSWORD);
  await page.goto('/en/user');
  await expect(bubble(page)).toBeVisible();
  // Signed in, the question written as a visitor waits in the support chat.
  const chat = page.getByRole('dialog', { name: 'Messages' });
  await expect(chat.getByRole('textbox', { name: 'Write a message' })).toHaveValue(
    'Do you prepare learners for HSK 4?',
  );
  await chat.getByRole('button', { name: 'Close the chat' }).click();

  await page.goto('/en/checkout?sku=1');
  const total = page
    .getByRole('main')
    .locator('dl div')
    .filter({ hasText: /^Total/ });
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeVisible();
  await scrollAndCheck(page, [total, pay]);
});

test('the bubble keeps off booking’s Continue bar on a phone; the booked title is not under the header', async ({
  page,
}) => {
  test.slow();
  // Signing up from the header's button, on a wide screen; then the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await register(page, newEmail());
  await page.setViewportSize({ width: 390, height: 844 });
  const teacher = await demoTeacher(page);
  await page.goto(`/en/book?trial&teacher=${teacher.id}`);
  await chooseFirstSlot(page);
  const next = page.getByRole('link', { name: /Continue/ });
  await expect(next).toBeVisible();
  await expect(bubble(page)).toBeVisible();
  await scrollAndCheck(page, [next]);

  // Booked: the title the page moves the focus to is in view below the sticky header, not under it.
  await page.getByRole('button', { name: 'Book my free trial' }).click();
  const title = page.getByRole('heading', { name: 'Your lesson is booked' });
  await expect(title).toBeFocused();
  await expect
    .poll(async () => {
      const [header, heading] = await Promise.all([
        page.getByRole('banner').boundingBox(),
        title.boundingBox(),
      ]);
      return header && heading ? heading.y >= header.y + header.height : false;
    })
    .toBe(true);
});
