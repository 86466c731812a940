import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorBody } from '@hanyu/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CONCURRENT_CHANGE_MESSAGE, isRetryableConflict } from '../db/retryable.ts';
import { StorageUnavailable } from '../storage/storage.ts';

export interface IssueDetail {
  /** Dotted path of the offending field ("language", "items.0.id"); "" for the whole input. */
  path: string;
  message: string;
}

/**
 * An error meant for the client: it becomes `{ error: { code, message, issues? } }` with `status`.
 * `code` is the wire code of SPEC §7/§8 (401, 422, 20002, …); it defaults to the HTTP status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly issues: IssueDetail[] | undefined;

  constructor(status: number, message: string, options: { code?: number; issues?: IssueDetail[] } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? status;
    this.issues = options.issues;
  }
}

export const unauthorized = () => new ApiError(401, 'Unauthorized', { code: ERROR_CODES.unauthorized });
export const notFound = () => new ApiError(404, 'Not found', { code: ERROR_CODES.notFound });

/** The 409 for an Idempotency-Key sent again with another request, in the words of the caller's domain. */
export const idempotencyKeyReused = (message: string) =>
  new ApiError(409, message, { code: ERROR_CODES.idempotencyKeyReused });

export function errorBody(code: number, message: string, issues?: IssueDetail[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** How many characters of a client's input a message may quote, once escaped. */
const EXCERPT_MAX_LENGTH = 60;

/**
 * A short quote of client input for a message, in double quotes: JSON-escaped (control characters
 * and lone surrogates show as escapes) and cut with an ellipsis past EXCERPT_MAX_LENGTH characters.
 */
export function excerpt(input: string): string {
  const escapeJson = (text: string) => JSON.stringify(text).slice(1, -1);
  if (input.length <= EXCERPT_MAX_LENGTH && escapeJson(input).length <= EXCERPT_MAX_LENGTH) {
    return `"${escapeJson(input)}"`;
  }
  let cut = input.slice(0, EXCERPT_MAX_LENGTH - 1);
  while (escapeJson(cut).length > EXCERPT_MAX_LENGTH - 1) cut = cut.slice(0, -1);
  return `"${escapeJson(cut)}…"`;
}

/**
 * What Fastify's own client errors say. Its messages quote the input (the whole URL of a 414, a
 * JSON parser's excerpt of the body), so the envelope carries these instead.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but its content type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
};

function frameworkMessage(error: FastifyError | Error, status: number, request: FastifyRequest): string {
  const known = 'code' in error ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known) return known;
  if (status === 415) {
    const type = request.headers['content-type'];
    return `Unsupported media type${type ? ` ${excerpt(type)}` : ''}: send application/json`;
  }
  // A parser's SyntaxError (malformed JSON) quotes the body.
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string;
  return STATUS_CODES[status] ?? 'Bad request';
}

/**
 * Every error leaves as the wire's error envelope. Client mistakes that Fastify itself detects
 * (malformed JSON, unsupported media type, oversized body, a URL too long) keep their 4xx status
 * with a message of ours; a file store that does not answer is a 503; anything else is logged and
 * answered with a bare 500 so that no internals leak.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send(errorBody(error.code, error.message, error.issues));
  }
  // A transaction PostgreSQL ended as a deadlock's victim or a serialization failure, even after its
  // retries (retriedTransaction): the request met another at the same moment and may simply be sent again.
  if (isRetryableConflict(error)) {
    request.log.warn({ err: error }, 'transaction lost a race');
    return reply.status(409).send(errorBody(ERROR_CODES.conflict, CONCURRENT_CHANGE_MESSAGE));
  }
  // The file store does not answer: the request was fine and may be sent again in a moment.
  if (error instanceof StorageUnavailable) {
    request.log.error({ err: error }, 'file store unavailable');
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send(errorBody(503, 'The file store is unavailable; try again in a moment'));
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(status, frameworkMessage(error, status, request)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Internal server error'));
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refuses before Fastify sees a request
 * (headers over 16 KB, a malformed request line, a timeout) in the envelope, with `headers` (the security
 * headers every answer carries, which no hook adds here).
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection is gone; there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = STATUS_CODES[status] as string;
    const body = JSON.stringify(errorBody(status, reason));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `${headerLines}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
