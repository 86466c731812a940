// The registry this project installs from serves the native binaries of this platform only, so
// `npm install` leaves other platforms' optional binaries (biome, swc, turbo, …) out of
// package-lock.json, and `npm ci` then refuses the lockfile as out of sync. This adds an entry for each
// missing optional platform package, with the os/cpu/libc it is for, so npm ci skips it on other
// platforms without fetching it. Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const packages = lock.packages;

const OS = [
  [/darwin/, 'darwin'],
  [/win32|windows/, 'win32'],
  [/android/, 'android'],
  [/freebsd/, 'freebsd'],
  [/openbsd/, 'openbsd'],
  [/netbsd/, 'netbsd'],
  [/sunos/, 'sunos'],
  [/aix/, 'aix'],
  [/openharmony/, 'openharmony'],
  [/linux/, 'linux'],
];
const CPU = [
  [/arm64|aarch64/, 'arm64'],
  [/x64|amd64|-64$/, 'x64'],
  [/ia32|x86/, 'ia32'],
  [/arm-|armv7|-arm$|gnueabihf|musleabihf/, 'arm'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/riscv64/, 'riscv64'],
  [/loong64/, 'loong64'],
  [/mips64el/, 'mips64el'],
];

function platformOf(name) {
  const os = OS.find(([pattern]) => pattern.test(name))?.[1];
  const cpu = CPU.find(([pattern]) => pattern.test(name))?.[1];
  if (!os || !cpu) return undefined;
  const libc = /musl/.test(name)
    ? ['musl']
    : /gnu|glibc/.test(name) && os === 'linux'
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = { version: version.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
