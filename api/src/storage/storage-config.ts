import { localStorage } from './local-storage.ts';
import { type S3StorageConfig, s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The local disk under DATA_DIR unless STORAGE_URL names a bucket. */
export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

const EXAMPLE = 's3://hanyu-files?endpoint=http://127.0.0.1:9000&region=us-east-1';
const OPTIONS = ['endpoint', 'region', 'forcePathStyle'];

/**
 * STORAGE_URL `s3://BUCKET[/PREFIX]?endpoint=ORIGIN&region=REGION&forcePathStyle=true|false` with the keys
 * in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (never in the URL, which is logged); unset: `dataDir`.
 */
export function readStorageConfig(env: Record<string, string | undefined>, dataDir: string): StorageConfig {
  const text = env.STORAGE_URL?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!text) {
    if (accessKeyId || secretAccessKey)
      throw new Error(`S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY need STORAGE_URL, such as ${EXAMPLE}`);
    return { kind: 'local', root: dataDir };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`STORAGE_URL must be a URL such as ${EXAMPLE}`);
  }
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname))
    throw new Error(`STORAGE_URL must be s3://BUCKET[/PREFIX] with a bucket's name, such as ${EXAMPLE}`);
  if (url.username || url.password)
    throw new Error(
      `STORAGE_URL must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and name the bucket as the host, such as ${EXAMPLE}`,
    );
  if (url.port)
    throw new Error(
      `STORAGE_URL names the bucket as its host, without a port: the store's address goes in endpoint=, such as ${EXAMPLE}`,
    );
  const unknown = [...url.searchParams.keys()].filter((name) => !OPTIONS.includes(name));
  if (unknown.length > 0)
    throw new Error(`STORAGE_URL takes only ${OPTIONS.join(', ')}; not ${unknown.join(', ')}`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint))
    throw new Error(
      `STORAGE_URL's endpoint must be an origin such as http://127.0.0.1:9000, got "${endpoint}"`,
    );
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`STORAGE_URL's forcePathStyle must be true or false, got "${pathStyle}"`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(prefix))
    throw new Error(`STORAGE_URL's prefix may hold letters, digits and . _ - /, got "${prefix}"`);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    region: url.searchParams.get('region') || 'us-east-1',
    // A store of its own endpoint is addressed by path unless told otherwise; AWS by its bucket's host.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/** The storage `config` names; `close` lets an S3 client's sockets go at shutdown. */
export function openStorage(config: StorageConfig): Storage & { close(): void } {
  if (config.kind === 'local') return { ...localStorage(config.root), close: () => undefined };
  const { kind: _kind, ...s3 } = config;
  return s3Storage(s3);
}
