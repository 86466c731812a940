import { buffer } from 'node:stream/consumers';
import { contentTypeOfKey, isStorageKey, type Storage } from '../../storage/storage.ts';

/**
 * What releases need of the deployment's object store (storage/: DATA_DIR on disk, or an S3-compatible bucket):
 * whole files by key (`releases/<remote>/<version>/<file>`). Every API process reads the same store, so a
 * release recorded from one machine is served by all.
 */
export interface ReleaseFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
}

export const isStoreKey = isStorageKey;

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  html: 'text/html',
};

/** The content type a release's file is kept with (the store's own table for the rest). */
function typeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key.replace(/\.(br|gz)$/, ''))?.[1]?.toLowerCase() ?? '';
  if (/\.(br|gz)$/.test(key)) return 'application/octet-stream';
  return TYPES[extension] ?? contentTypeOfKey(key);
}

export function releaseFilesIn(storage: Storage): ReleaseFiles {
  return {
    async put(key, bytes) {
      await storage.put(key, Buffer.from(bytes), { contentType: typeOf(key) });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const object = await storage.get(key);
      return object ? new Uint8Array(await buffer(object.body)) : null;
    },
  };
}
