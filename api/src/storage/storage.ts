import type { Readable } from 'node:stream';

/**
 * Where the API keeps the files people upload and the mail it could not send (issue 27): one interface, two
 * drivers. The local disk (local-storage.ts) is the one-command start's, under DATA_DIR; an S3-compatible
 * bucket (s3-storage.ts) is a deployment's, shared by every API process. Keys are paths of our own making
 * (`avatars/….webp`, `replays/….mp4`): never a user's text.
 */
export interface Storage {
  /** Shown in logs: the folder or the bucket, without credentials. */
  readonly label: string;
  /** Writes the object whole, replacing one of the same key; a failed or refused stream leaves none. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object's size and type, or undefined when there is none. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** The object's bytes as a stream (only `range`'s, inclusive, when given), or undefined when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | undefined>;
  /** Removing an object that is not there is not an error (a retry, a race with another removal). */
  delete(key: string): Promise<void>;
  /** The keys under `prefix`, in no promised order. */
  list(prefix: string): Promise<string[]>;
  /** Whether the store answers (the bucket exists and the credentials reach it); never throws. */
  ready(): Promise<boolean>;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

/**
 * The store did not answer: unreachable, timed out, or a server error of its own. Nothing is wrong with the
 * request, which may be sent again later: the API answers 503 (http/errors.ts), not 500.
 */
export class StorageUnavailable extends Error {
  constructor(label: string, cause: unknown) {
    super(`the file store ${label} does not answer`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** Bytes `start` to `end`, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Segments of letters, digits and `._-` between slashes; none empty, none `.` or `..`. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether the drivers accept `key` (a name read back from the database, checked before use). */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((part) => /^\.+$/.test(part));
}

/** A key the drivers accept: throws on anything else, so a key never leaves its folder or bucket prefix. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** A prefix for `list`: empty, or a key with or without its trailing slash. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** The part of `storage` under `prefix` (`avatars/`): its keys are given and listed without it. */
export function storageUnder(storage: Storage, prefix: string): Storage {
  checkKey(prefix.replace(/\/$/, ''));
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return {
    label: `${storage.label}/${base}`,
    put: (key, body, options) => storage.put(base + checkKey(key), body, options),
    stat: (key) => storage.stat(base + checkKey(key)),
    get: (key, options) => storage.get(base + checkKey(key), options),
    delete: (key) => storage.delete(base + checkKey(key)),
    list: async (prefix) =>
      (await storage.list(base + checkPrefix(prefix))).map((key) => key.slice(base.length)),
    ready: () => storage.ready(),
  };
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  vtt: 'text/vtt',
  eml: 'message/rfc822',
  json: 'application/json',
  txt: 'text/plain',
};

/** The type a file of this key's extension is: the local disk keeps no type of its own. */
export function contentTypeOfKey(key: string): string {
  return TYPES_BY_EXTENSION[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
