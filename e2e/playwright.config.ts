import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  OAUTH_CLIENT,
  OAUTH_ISSUER,
  REGISTRY_FILE,
  REPO_ROOT,
  RUN_DATA_DIR,
  SITE_PORT,
  SITE_URL,
  SMTP_PORT,
} from './support/env.ts';

/**
 * `npm test` runs the suite in two parts at once (package.json `e2e`), each with its own server and database:
 * E2E_PART=long takes the specs that walk many pages, E2E_PART=rest every other spec, so a new spec always runs.
 * Split by measured time (sums of test times in a fresh-clone CI, 2026-11-27: these five 397 s, the rest 381 s);
 * playwright's own --shard splits by test count and gave 544 s against 234 s.
 */
const LONG_SPECS = [
  'accessibility',
  'page-languages',
  'user-promote',
  'video-learning',
  'money',
  // Issue 28's three longest flows; its other specs run in the rest.
  'refunds',
  'service-centre-companies',
  'no-shows',
  // Issue 29's journey through every part (its other specs run in the rest).
  'learner-journey',
  // Moved over once the accessibility walks shrank (quiet sums, 28 Nov: long 577 s, rest 714 s).
  'booking',
  'catalogue',
].map((name) => `**/${name}.spec.ts`);
const part = process.env.E2E_PART;
if (part !== undefined && part !== 'long' && part !== 'rest') throw new Error('E2E_PART is long or rest');

export default defineConfig({
  testDir: './tests',
  ...(part === 'long' ? { testMatch: LONG_SPECS } : {}),
  ...(part === 'rest' ? { testIgnore: LONG_SPECS } : {}),
  // Per port: a run empties its output folder as it starts, and the two parts run at once.
  outputDir: `./test-results/${SITE_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a busy machine (the production build and Chromium share 2 cores with the other tests):
  // a test waits for what it expects, these only end one that will never see it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  globalSetup: './global-setup.ts',
  use: {
    baseURL: SITE_URL,
    // Recorded on a test's retry, not on every run: recording screencasts frames all the time, which cost about a
    // third of the suite's time (catalogue.spec: 85 s → 61 s). A failure is retried once in CI (above), with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node dist/server.js',
    cwd: path.join(REPO_ROOT, 'api'),
    url: `http://127.0.0.1:${SITE_PORT}/api/open/util/lang/latest?language=en`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(SITE_PORT),
      // Every run starts from an empty embedded database, seeded on first start like a newcomer's.
      DATA_DIR: RUN_DATA_DIR,
      REGISTRY_FILE,
      LOG_LEVEL: 'warn',
      // A paid order is final at once here, so the promotion spec sees its income credited (issue 14).
      PROMOTION_HOLD_DAYS: '0',
      // A lesson's attendance read ahead of time (no-shows.spec): POST /api/test-hooks/lessons/:id/attendance.
      E2E_HOOKS: '1',
      // Every spec signs newcomers up from this one address: more than a person's hour allows.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // Real protocols against local servers the passport specs start (tests/passport-external.spec.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Hanyu <no-reply@hanyu.test>',
      OAUTH_GOOGLE_CLIENT_ID: OAUTH_CLIENT.id,
      OAUTH_GOOGLE_CLIENT_SECRET: OAUTH_CLIENT.secret,
      OAUTH_GOOGLE_AUTHORIZE_URL: `${OAUTH_ISSUER}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${OAUTH_ISSUER}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${OAUTH_ISSUER}/userinfo`,
    },
  },
});
