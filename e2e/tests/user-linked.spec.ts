import { newEmail, register } from '../support/accounts.ts';
import { buyLessonTime, chooseFirstSlot, demoTeacher } from '../support/live-lessons.ts';
import { expect, test } from '../support/test.ts';

/**
 * Linked accounts, end to end (SPEC §1 "linked accounts share courses", §2 user/linked): one new learner
 * buys a live package of the demo teacher and asks to link a second new account by its address; the second
 * accepts on its own user/linked page and books a lesson with the first one's lesson time. The API's tests
 * hold the rules (consent, no chains, races, whose time a booking spent); this is the path people take.
 */

test('a learner links a family member, who accepts and books a lesson with the shared course', async ({
  page,
  browser,
}) => {
  test.slow();
  const ownerEmail = newEmail();
  const familyEmail = newEmail();

  // The family member registers in a browser of their own.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await family.goto('/en');
  await register(family, familyEmail);

  // The owner buys lesson time and asks to link the family member's account.
  await page.goto('/en');
  await register(page, ownerEmail);
  const teacher = await demoTeacher(page);
  await buyLessonTime(page, teacher.courseId);
  await page.goto('/en/user/linked');
  await expect(page.getByRole('heading', { level: 1, name: 'Linked accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No linked accounts yet' })).toBeVisible();
  await page.getByLabel('Their email address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Check address' }).click();
  await expect(page.getByText('This email address is not registered')).toBeVisible();
  await page.getByLabel('Their email address').fill(familyEmail);
  await page.getByRole('button', { name: 'Check address' }).click();
  await page.getByRole('button', { name: 'Send link request' }).click();
  await expect(page.getByText(`Request sent to ${familyEmail}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for their answer' })).toBeVisible();

  // Nothing is shared before the family member accepts.
  await family.goto('/en/user/linked');
  const request = family.getByRole('listitem', { name: ownerEmail.split('@')[0] });
  await expect(request).toContainText('Accepting lets');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(family.getByText('You are now linked with', { exact: false })).toBeVisible();
  const owner = family.getByRole('article', { name: ownerEmail.split('@')[0] });
  await expect(owner).toContainText('Main account');
  await expect(owner).toContainText(teacher.courseTitle);

  // The family member books with the owner's lesson time.
  await family.goto('/en/book');
  await expect(family.getByRole('heading', { level: 1, name: 'Book a lesson' })).toBeVisible();
  await expect(family.getByRole('radio', { name: new RegExp(teacher.courseTitle) })).toBeChecked();
  await chooseFirstSlot(family);
  await family.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(family.getByRole('heading', { name: 'Your lesson is booked' })).toBeVisible();

  // The owner sees the time spent on their side of the link.
  await page.reload();
  const member = page.getByRole('article', { name: familyEmail.split('@')[0] });
  await expect(member).toContainText('Member');
  await expect(member.getByText(teacher.courseTitle, { exact: false })).toContainText('minutes left');
  await familyContext.close();
});
