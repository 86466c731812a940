import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(E2E_DIR);

/** Ports of the site under test and of a second build of mf-public served from another origin. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CANARY_PORT = SITE_PORT + 1;
/** The mail server and OAuth 2.0 provider the passport specs start; the site is configured to use them. */
export const SMTP_PORT = SITE_PORT + 2;
export const OAUTH_PORT = SITE_PORT + 3;
export const OAUTH_ISSUER = `http://127.0.0.1:${OAUTH_PORT}`;
export const OAUTH_CLIENT = { id: 'hanyu-e2e', secret: 'e2e-secret' };
export const SITE_URL = `http://localhost:${SITE_PORT}`;

/** State of the run: the database, the registry file the server reads on every request. */
export const RUN_DIR = path.join(tmpdir(), `hanyu-e2e-${SITE_PORT}`);
export const REGISTRY_FILE = path.join(RUN_DIR, 'registry.json');
/**
 * The run's empty database. Playwright loads this file in every worker too: the id travels in the
 * environment, so workers agree on the folder instead of each making (or wiping) their own.
 */
process.env.HANYU_E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
export const RUN_DATA_DIR = path.join(RUN_DIR, `data-${process.env.HANYU_E2E_RUN_ID}`);
/** Per port, so that the parts of the suite running at once (package.json `e2e`) never build over each other. */
export const CANARY_DIR = path.join(E2E_DIR, '.canary', String(SITE_PORT), 'mf-public');

/** The system Chromium (Debian's), unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The classroom's camera and microphone: a test pattern and a tone, granted without a prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const PUBLIC_PREFIXES = [
  '',
  'about',
  'group',
  'live',
  'video',
  'pub',
  'i',
  'p',
  't',
  'search',
  'learning/level',
];

/** The registry of the run, with mf-public served from `manifest`. */
export function registryWithPublicAt(manifest: string) {
  return {
    remotes: {
      mf_public: { manifest, prefixes: PUBLIC_PREFIXES },
      mf_passport: { manifest: '/remotes/mf-passport/mf-manifest.json', prefixes: ['passport'] },
      mf_booking: {
        manifest: '/remotes/mf-booking/mf-manifest.json',
        prefixes: ['book', 'checkout', 'top-up', 'redirect'],
      },
      mf_user_center: { manifest: '/remotes/mf-user-center/mf-manifest.json', prefixes: ['user'] },
      mf_teacher: {
        manifest: '/remotes/mf-teacher/mf-manifest.json',
        prefixes: ['teach', 'user/timetable', 'module/teacher', 'module/user'],
      },
      mf_classroom: {
        manifest: '/remotes/mf-classroom/mf-manifest.json',
        prefixes: ['learning/live', 'learning/group', 'module/live', 'learning/courseware', 'module/im'],
      },
      mf_video_learning: {
        manifest: '/remotes/mf-video-learning/mf-manifest.json',
        prefixes: ['learning/video'],
      },
      mf_service_centre: {
        manifest: '/remotes/mf-service-centre/mf-manifest.json',
        prefixes: ['service-centre'],
      },
    },
  };
}

export const DEFAULT_REGISTRY = registryWithPublicAt('/remotes/mf-public/mf-manifest.json');
