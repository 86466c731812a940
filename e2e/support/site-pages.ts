import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './env.ts';
import type { DemoIds, Role } from './server-html.ts';

/**
 * Every page of every remote, from the remotes' own route tables read from the server builds the site renders
 * them with (`mf-*\/dist/ssr/ssr.mjs`), each with the demo role that sees it and a sample URL: the e2e walk over
 * every page (tests/page-languages.spec.ts) and the Lighthouse bench (bench/lighthouse-site.mjs) visit these.
 * A page added to a remote is visited too, and needs a sample URL below if its path has parameters.
 */

export const REMOTES = [
  'mf-public',
  'mf-passport',
  'mf-booking',
  'mf-user-center',
  'mf-teacher',
  'mf-classroom',
  'mf-video-learning',
  'mf-service-centre',
] as const;
export type Remote = (typeof REMOTES)[number];

/** A URL (after /{lang}/) for each route path with parameters, or that shows nothing without a query. */
const SAMPLES: Record<string, (ids: DemoIds) => string> = {
  'live/tag/:tagId': () => 'live/tag/1',
  'group/tag/:tagId': () => 'group/tag/10',
  'video/tag/:tagId': () => 'video/tag/14',
  checkout: () => 'checkout?sku=1',
  'i/:itemId': () => 'i/1',
  't/:userId': () => 't/1',
  'pub/tag/:tagId': () => 'pub/tag/1',
  'pub/:itemId': () => 'pub/14',
  'p/:uri': () => 'p/refund-policy',
  'passport/reset/:code': () => 'passport/reset/no-such-code',
  'module/teacher/handover/:record_id': (ids) => `module/teacher/handover/${ids.lesson}`,
  'module/user/records/:user_id': (ids) => `module/user/records/${ids.learner}`,
  'module/user/level/:user_id': (ids) => `module/user/level/${ids.learner}`,
  'learning/live/:item_id': () => 'learning/live/1',
  'learning/live/one/:record_id': (ids) => `learning/live/one/${ids.lesson}`,
  'learning/live/room/pc/:record_id': (ids) => `learning/live/room/pc/${ids.lesson}`,
  'learning/live/room/mobile/:record_id': (ids) => `learning/live/room/mobile/${ids.lesson}`,
  'learning/live/roomv2/:record_id': (ids) => `learning/live/roomv2/${ids.lesson}`,
  'learning/group/:item_id': (ids) => `learning/group/${ids.groupCourse}`,
  'learning/group/room/pc/:sku_id': (ids) => `learning/group/room/pc/${ids.groupSession}`,
  'learning/group/room/mobile/:record_id': (ids) => `learning/group/room/mobile/${ids.groupSession}`,
  'module/live/:room_id': (ids) => `module/live/${ids.lesson}`,
  'module/live/pc/:room_id': (ids) => `module/live/pc/${ids.lesson}`,
  'module/live/mobile/:room_id': (ids) => `module/live/mobile/${ids.lesson}`,
  'learning/courseware/:item_id': () => 'learning/courseware/1',
  'learning/video/:item_id': () => 'learning/video/15',
  'learning/video/:item_id/lesson/:lesson_id': () => 'learning/video/15/lesson/1',
  'service-centre/people/:user_id': (ids) => `service-centre/people/${ids.learner}`,
  // The seed's first coupon.
  'service-centre/coupons/:coupon_id': () => 'service-centre/coupons/1',
  'service-centre/payouts/:run_id': () => 'service-centre/payouts/1',
  // The demo's dispute (api/src/seed/demo-disputes.ts), the first.
  'service-centre/disputes/:id': () => 'service-centre/disputes/1',
  // The demo's report of a first question (api/src/seed/demo-first-questions.ts), the first.
  'service-centre/reports/:id': () => 'service-centre/reports/1',
  // The platform's own organisation (the seed's first): every deployment has it.
  'service-centre/companies/:id': () => 'service-centre/companies/1',
};

export interface PageOfRemote {
  /** The route's path under /{lang}/ ('' for the home page). */
  pattern: string;
  role: Role;
  /** The app starts at load (else on the visitor's first intent). */
  startAtLoad: boolean;
}

interface RouteLike {
  path?: string;
  index?: boolean;
  handle?: { needLogin?: boolean; needUserInfo?: boolean; startAtLoad?: boolean };
  children?: RouteLike[];
}

/**
 * Who sees a page: the teaching pages a teacher, the company's an owner, the service centre an operator, the
 * assistant's booking screen an assistant teacher, signed-in pages the learner.
 */
function roleOf(pattern: string, signedIn: boolean): Role {
  if (pattern.startsWith('passport/')) return 'visitor';
  // The assistant's booking screen (the API answers its search to assistant teachers only).
  if (pattern === 'teach/assist') return 'assistant';
  if (/^(teach$|teach\/|user\/timetable$|module\/teacher\/|module\/user\/)/.test(pattern)) return 'teacher';
  if (pattern === 'user/org') return 'owner';
  // The service centre is for operators (mf-service-centre's frame asks the API, which refuses anyone else).
  if (pattern === 'service-centre' || pattern.startsWith('service-centre/')) return 'operator';
  return signedIn ? 'learner' : 'visitor';
}

/**
 * The pages of each remote, from the route tables of its server build, read by a Node process of its own (the
 * builds are plain ES modules, not sources for the test runner to compile).
 */
export function remotePages(): Record<Remote, PageOfRemote[]> {
  const script = `
    const load = (folder) => import(${JSON.stringify(pathToFileURL(REPO_ROOT).href)} + '/' + folder + '/dist/ssr/ssr.mjs');
    // A remote's server build takes the shell's shared singletons as it loads (docs/server-render.md).
    globalThis.__HANYU_SERVER_SHARED__ = (await load('shell')).shared;
    const strip = (routes) => routes.map((route) => ({
      path: route.path, index: route.index, handle: route.handle, children: route.children && strip(route.children),
    }));
    const tables = {};
    for (const remote of ${JSON.stringify(REMOTES)}) tables[remote] = strip((await load(remote)).routes);
    process.stdout.write(JSON.stringify(tables));
    process.exit(0);`;
  const tables = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as Record<Remote, RouteLike[]>;
  const pages = {} as Record<Remote, PageOfRemote[]>;
  for (const remote of REMOTES) {
    const found: PageOfRemote[] = [];
    const walk = (routes: RouteLike[], prefix: string, signedIn: boolean) => {
      for (const route of routes) {
        const pattern = route.index ? prefix : [prefix, route.path].filter(Boolean).join('/');
        const needs = signedIn || Boolean(route.handle?.needLogin || route.handle?.needUserInfo);
        if (route.children?.length) walk(route.children, pattern, needs);
        else
          found.push({
            pattern,
            role: roleOf(pattern, needs),
            startAtLoad: Boolean(route.handle?.startAtLoad),
          });
      }
    };
    walk(tables[remote], '', false);
    pages[remote] = found;
  }
  return pages;
}

/** The URL of a page in a language. */
export function urlOf(pattern: string, lang: string, ids: DemoIds): string {
  const sample = SAMPLES[pattern];
  if (sample) return `/${lang}/${sample(ids)}`;
  if (pattern.includes(':')) throw new Error(`no sample URL for the page ${pattern}: add one to SAMPLES`);
  return `/${lang}${pattern ? `/${pattern}` : ''}`;
}
