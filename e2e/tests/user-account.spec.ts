import { deflateSync } from 'node:zlib';
import { DEMO_PASSWORD, newEmail, PASSWORD, register, signInOverApi } from '../support/accounts.ts';
import { startApp } from '../support/app.ts';
import { expect, test } from '../support/test.ts';

/**
 * The account part of the user centre (issue 14): a learner completes their profile with a photo and changes
 * their password (signed out everywhere, in again with the new one); an organisation owner adds and removes
 * a sub-account.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small opaque PNG of one colour, made here so the test needs no fixture file. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a learner completes the profile with a photo, then changes the password and signs in with the new one', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/en');
  await register(page, email);

  await page.goto('/en/user/info');
  await startApp(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Personal info', level: 1 })).toBeVisible();
  await expect(main.getByText(/^Profile \d+% complete$/)).toBeVisible();

  await main
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [200, 40, 30]) });
  await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
    'src',
    /^\/api\/user\/avatars\/[0-9a-f]{32}\.webp$/,
  );
  await main.getByLabel('Full name').fill('Mei Chen');
  await main.getByLabel('Gender').selectOption({ label: 'Female' });
  await main.getByLabel('Age', { exact: true }).selectOption('18-30');
  await main.getByLabel('Native language').selectOption('es');
  await main.getByLabel('Time zone').selectOption('Europe/Madrid');
  await main.getByLabel('Occupation').selectOption('freelancer');
  await main.getByLabel('Language of instruction').selectOption('en');
  await main.getByLabel('Why you learn Chinese').selectOption('study');
  await main.getByLabel('Chinese level').selectOption('beginner');
  await main.getByLabel('HSK level').selectOption('2');
  await main.getByLabel('Learning plan').fill('Two lessons a week, HSK 3 by summer.');
  await main.getByLabel('Preferred way to have lessons').selectOption('wechat');
  await main.getByLabel('WeChat ID').fill('mei_chen_88');
  await expect(main.getByText('Your profile is complete.')).toBeVisible();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Your profile was saved.')).toBeVisible();

  // What was saved is what the page reads back; the photo is a square WebP served for a year.
  await page.reload();
  await startApp(page);
  await expect(main.getByLabel('Full name')).toHaveValue('Mei Chen');
  await expect(main.getByLabel('WeChat ID')).toHaveValue('mei_chen_88');
  await expect(main.getByText('Your profile is complete.')).toBeVisible();
  const src = await main.getByRole('img', { name: 'Your photo' }).getAttribute('src');
  const photo = await page.request.get(src ?? '');
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto('/en/user/setting');
  await startApp(page);
  const password = main
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Change password' }) });
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await password.getByLabel('New password again').fill('a brand new passphrase');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/en/passport/login?redirect_url=%2Fen%2Fuser%2Fsetting');

  const login = page.getByRole('main');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toContainText('Email account or password is wrong');
  await login.getByLabel('Password').fill('a brand new passphrase');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/user\/setting$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
});

test('an organisation owner adds a sub-account and deletes it', async ({ page }) => {
  await signInOverApi(page, 'owner@demo.hanyu.example', DEMO_PASSWORD);
  await page.goto('/en/user/org');
  await startApp(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sub-accounts', level: 1 })).toBeVisible();
  await expect(main.getByTestId('org-balance')).toContainText('Company balance the sub-accounts use: CN¥');

  const email = newEmail();
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('First password').fill('a first passphrase');
  await main.getByLabel('Nickname').fill('New pupil');
  await main.getByRole('button', { name: 'Add sub-account' }).click();
  await expect(main.getByText(`The sub-account ${email} was added.`)).toBeVisible();
  const card = main.getByRole('article', { name: email });
  await expect(card).toContainText('New pupil');

  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(main.getByText(`The sub-account ${email} was deleted.`)).toBeVisible();
  await expect(main.getByRole('article', { name: email })).toHaveCount(0);
});
