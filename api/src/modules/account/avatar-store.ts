import { buffer } from 'node:stream/consumers';
import type { Storage } from '../../storage/storage.ts';

/**
 * Where avatar files are kept: the profile holds only a file's name, the API serves the file at
 * `avatarUrl(name)` through `read`. The files are the storage's `avatars/` (DATA_DIR/avatars on the local
 * disk, or a bucket every API process shares); a CDN in front of /api/user/avatars/ may keep them, since
 * a name never changes content and is cached for a year.
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

const checked = (name: string) => {
  if (!AVATAR_FILE_NAME.test(name)) throw new Error('not an avatar file name');
  return name;
};

/** Avatars in `avatars`, the storage's part for them. */
export function avatarStore(avatars: Storage): AvatarStore {
  return {
    async put(name, bytes) {
      await avatars.put(checked(name), bytes, { contentType: 'image/webp' });
    },
    async remove(name) {
      await avatars.delete(checked(name));
    },
    async read(name) {
      const file = await avatars.get(checked(name));
      return file ? buffer(file.body) : undefined;
    },
  };
}
