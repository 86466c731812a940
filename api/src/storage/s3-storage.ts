import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, checkPrefix, type Storage, StorageUnavailable } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Aliyun OSS, Tencent COS…), as STORAGE_URL names it. */
export interface S3StorageConfig {
  bucket: string;
  /** Prepended to every key (`hanyu/`), so deployments may share a bucket; empty for none. */
  prefix: string;
  /** The server's origin for a store other than AWS (`http://127.0.0.1:9000`); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most stores other than AWS want. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; the SDK's own chain (instance roles, AWS_*) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Whether the SDK's error says there is no such object (HEAD answers a bare 404, GET a NoSuchKey). */
const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: string }).name === 'NoSuchKey' ||
    (error as { name?: string }).name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/** Network failures of a request that never got an answer from the store. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** Whether the SDK's error says the store did not answer: a network failure, a timeout, or a 5xx (after the SDK's retries). */
const isUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message, $metadata, cause } = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    cause?: unknown;
  };
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (name === 'TimeoutError' || (code !== undefined && NETWORK_ERRORS.has(code))) return true;
  // The SDK wraps what is not an Error of its realm ("AWS SDK error wrapper for Error: connect ECONNREFUSED …"),
  // leaving the code only in the message.
  if ([...NETWORK_ERRORS].some((network) => message?.includes(`${network} `) || message?.endsWith(network)))
    return true;
  return cause !== undefined && cause !== error && isUnavailable(cause);
};

export function s3Storage(config: S3StorageConfig): Storage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: stores other than AWS do not all take the SDK's newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  if (config.forcePathStyle) {
    // A bucket's own requests (list, HEAD) go to `/bucket`, as SDK v2 signed them: the newer SDK's `/bucket/`
    // is refused by stores that sign the path without it (s3rver, which the tests run); AWS and MinIO take both.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (request.path === `/${Bucket}/`) request.path = `/${Bucket}`;
        return next(args);
      },
      { step: 'build', name: 'bucketPathWithoutSlash' },
    );
  }
  const keyOf = (key: string) => config.prefix + checkKey(key);
  const label = `s3://${Bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
  /** A request to the store; one it did not answer throws StorageUnavailable, any other error as it is. */
  const reach = <Answer>(request: Promise<Answer>): Promise<Answer> =>
    request.catch((error: unknown) => {
      throw isUnavailable(error) ? new StorageUnavailable(label, error) : error;
    });
  return {
    label,
    async put(key, body, options) {
      if (Buffer.isBuffer(body)) {
        await reach(
          client.send(
            new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: options.contentType }),
          ),
        );
        return;
      }
      // A stream of unknown length goes up in parts; a failed one is aborted, leaving no object.
      await reach(
        new Upload({
          client,
          params: { Bucket, Key: keyOf(key), Body: body, ContentType: options.contentType },
        }).done(),
      );
    },
    async stat(key) {
      try {
        const head = await reach(client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) })));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async get(key, options) {
      const range = options?.range;
      try {
        const answer = await reach(
          client.send(
            new GetObjectCommand({
              Bucket,
              Key: keyOf(key),
              ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            }),
          ),
        );
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await reach(client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await reach(
          client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: config.prefix + checkPrefix(prefix),
              ContinuationToken,
            }),
          ),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(object.Key.slice(config.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async ready() {
      return client.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        () => false,
      );
    },
    close() {
      client.destroy();
    },
  };
}
