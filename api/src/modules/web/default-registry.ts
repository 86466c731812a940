import type { Registry } from '@hanyu/contract';

/** Where the server publishes the builds of remotes: `/remotes/<folder>/…` ← `<webRoot>/<folder>/dist/…`. */
export const REMOTES_URL_PREFIX = '/remotes';

/** Remotes built in this repository: federation name, folder, and the URL prefixes it owns (ARCHITECTURE.md). */
export const LOCAL_REMOTES: ReadonlyArray<{ name: string; folder: string; prefixes: readonly string[] }> = [
  {
    name: 'mf_public',
    folder: 'mf-public',
    prefixes: ['', 'about', 'group', 'live', 'video', 'pub', 'i', 'p', 't', 'search', 'learning/level'],
  },
  { name: 'mf_passport', folder: 'mf-passport', prefixes: ['passport'] },
  { name: 'mf_booking', folder: 'mf-booking', prefixes: ['book', 'checkout', 'top-up', 'redirect'] },
  { name: 'mf_user_center', folder: 'mf-user-center', prefixes: ['user'] },
  // user/timetable is the teacher's weekly availability: the teaching centre's, a longer prefix than user.
  {
    name: 'mf_teacher',
    folder: 'mf-teacher',
    prefixes: ['teach', 'user/timetable', 'module/teacher', 'module/user'],
  },
  // learning/level stays mf-public's: a longer prefix than anything under learning/ given here.
  {
    name: 'mf_classroom',
    folder: 'mf-classroom',
    prefixes: ['learning/live', 'learning/group', 'module/live', 'learning/courseware', 'module/im'],
  },
  { name: 'mf_video_learning', folder: 'mf-video-learning', prefixes: ['learning/video'] },
  { name: 'mf_service_centre', folder: 'mf-service-centre', prefixes: ['service-centre'] },
];

export function localManifestUrl(folder: string): string {
  return `${REMOTES_URL_PREFIX}/${folder}/mf-manifest.json`;
}

/** The registry served when no REGISTRY_FILE is set, or when that file is unreadable or invalid. */
export const DEFAULT_REGISTRY: Registry = {
  remotes: Object.fromEntries(
    LOCAL_REMOTES.map((remote) => [
      remote.name,
      { manifest: localManifestUrl(remote.folder), prefixes: [...remote.prefixes] },
    ]),
  ),
};
