import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, contentTypeOfKey, type Storage } from './storage.ts';

/**
 * Objects as files under `root` (DATA_DIR for the one-command start): a key is a path below it. A file is
 * written beside its place and renamed into it, so a reader never sees half of one. The disk keeps no
 * content type: an object's is its extension's (every key the API makes has one).
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const statOf = async (key: string) => {
    const info = await stat(fileOf(key)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : undefined;
  };
  return {
    label: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(part, { flags: 'wx' }),
        );
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    stat: statOf,
    async get(key, options) {
      const info = await statOf(key);
      if (!info) return undefined;
      const range = options?.range;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      // The file may go between stat and open: that is "no such object", as on S3.
      const opened = await new Promise<boolean>((resolve) => {
        body.once('open', () => resolve(true));
        body.once('error', () => resolve(false));
      });
      if (!opened) return undefined;
      const size = range ? Math.max(0, Math.min(range.end, info.size - 1) - range.start + 1) : info.size;
      return { body, size, contentType: info.contentType };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      checkPrefix(prefix);
      // The folder the prefix names, or the one its last part begins in.
      const dir = path.join(root, prefix.endsWith('/') || prefix === '' ? prefix : path.dirname(prefix));
      const names = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return names
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((key) => key.startsWith(prefix));
    },
    async ready() {
      await mkdir(root, { recursive: true }).catch(() => undefined);
      return access(root).then(
        () => true,
        () => false,
      );
    },
  };
}
