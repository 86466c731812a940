import { DEMO_PASSWORD, newEmail, register, signInOverApi } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_TEACHER, demoTeacher } from '../support/live-lessons.ts';
import { apiToken } from '../support/money.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 29, favourites and a question before booking, end to end: a new learner saves the demo teacher with the
 * heart on their page and finds them in My favourites; with no lesson with the teacher, they message them from
 * the teacher's page (a first question). The teacher reports the conversation from the chat room, and an
 * operator blocks the learner from first questions in the service centre's reports. The API's tests hold the
 * limits and their races; this is the path people take.
 */

const OPERATOR = 'operator@demo.hanyu.example';

test('a learner saves a teacher and asks a question before booking; the teacher reports it and an operator resolves it', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/en');
  await register(page, newEmail());
  const teacher = await demoTeacher(page);

  // The heart on the teacher's page saves them; My favourites lists them with a link back.
  await page.goto(`/en/t/${teacher.id}`);
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/en/user/favourites');
  const saved = page.getByRole('article', { name: DEMO_TEACHER.name });
  await expect(saved.getByRole('link', { name: DEMO_TEACHER.name })).toHaveAttribute(
    'href',
    `/en/t/${teacher.id}`,
  );
  await expectAccessible(page);

  // No lesson with them: "Message the teacher" opens a first question in the chat widget.
  await page.goto(`/en/t/${teacher.id}`);
  await page.getByRole('button', { name: 'Message the teacher' }).click();
  const widget = page.getByRole('dialog', { name: 'Messages' });
  const question = `Do you teach business Chinese to beginners? ${Date.now()}`;
  await widget.getByRole('textbox', { name: 'Write a message' }).fill(question);
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(
    widget.getByRole('list', { name: 'Messages of this conversation' }).getByText(question),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Report' })).toBeVisible();
  await expectAccessible(page);
  const mine = await page.request.get('/api/chat/conversations', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  const conversation = (
    (await mine.json()).response.data as Array<{ id: number; first_question: boolean }>
  ).find((each) => each.first_question);
  expect(conversation).toBeTruthy();

  // The teacher reads it in the chat room and reports it.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInOverApi(teacherPage, DEMO_TEACHER.email, DEMO_PASSWORD);
  await teacherPage.goto(`/en/module/im/room?c=${conversation?.id}`);
  await expect(
    teacherPage.getByRole('list', { name: 'Messages of this conversation' }).getByText(question),
  ).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Report' }).click();
  await teacherPage.getByLabel('Reason').selectOption('off_platform');
  await teacherPage.getByLabel('Note (optional)').fill('Asked me to teach on another site.');
  await expectAccessible(teacherPage);
  await teacherPage.getByRole('button', { name: 'Send report' }).click();
  await expect(teacherPage.getByText('Reported. The service centre will look at it.')).toBeVisible();
  await teacherContext.close();

  // An operator finds it open in the centre's reports, reads the conversation and blocks the learner.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInOverApi(operatorPage, OPERATOR, DEMO_PASSWORD);
  await operatorPage.goto('/en/service-centre/reports');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAccessible(operatorPage);
  const report = operatorPage.getByRole('listitem').filter({ hasText: 'Asked me to teach on another site.' });
  await expect(report).toContainText('Open');
  await report.getByRole('link').click();
  await expect(operatorPage.getByText(question)).toBeVisible();
  await expectAccessible(operatorPage);
  await operatorPage
    .getByLabel('Reason for the decision (kept in the audit log)')
    .fill('Off-platform teaching.');
  await operatorPage.getByRole('button', { name: 'Block the learner' }).click();
  await expect(operatorPage.getByText('Learner blocked').first()).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Block the learner' })).toHaveCount(0);
  await operatorContext.close();

  // The blocked learner cannot start another first question; the widget says why.
  const others = await page.request.get('/api/open/teachers?language=en&size=5');
  const other = ((await others.json()).response.list as Array<{ id: number }>).find(
    (each) => each.id !== teacher.id,
  );
  await page.goto(`/en/t/${other?.id}`);
  await page.getByRole('button', { name: 'Message the teacher' }).click();
  await expect(page.getByRole('dialog', { name: 'Messages' }).getByRole('alert')).toHaveText(
    'You can no longer start conversations with teachers you have had no lesson with.',
  );
});
