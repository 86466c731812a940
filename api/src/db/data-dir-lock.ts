import { readFile, rm, writeFile } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process with a `<dir>.lock` file holding the pid.
 * PGlite is an in-process database: a second process (a seed run next to a running server, a
 * second server) writing the same files would corrupt them. A lock left by a dead process is
 * taken over. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${dir}.lock`;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `The PGlite data directory ${dir} is in use by process ${holder}. PGlite serves one process: ` +
          'stop that process first, or point DATA_DIR elsewhere.',
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}
