import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where avatar files are kept: the profile holds only a file's name, the API serves the file at
 * `avatarUrl(name)` through `read`. An object store (S3, R2, OSS) plugs in by implementing these three
 * with its SDK; a CDN in front of /api/user/avatars/ then keeps the files, whose names never change
 * content and are cached for a year.
 */
export interface AvatarStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** Removing a file that is not there is not an error (a retry, a race with another removal). */
  remove(name: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
}

/** Names the store accepts: what uploads are named (random hex), so a name never leaves the folder. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Avatars in a local folder: DATA_DIR/avatars. */
export function localAvatarStore(dir: string): AvatarStore {
  const fileOf = (name: string) => {
    if (!AVATAR_FILE_NAME.test(name)) throw new Error('not an avatar file name');
    return path.join(dir, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(name), bytes);
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    async read(name) {
      return readFile(fileOf(name)).catch(() => undefined);
    },
  };
}
