import { ERROR_CODES, type ErrorBody } from '@hanyu/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

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

export function errorBody(code: number, message: string, issues?: IssueDetail[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/**
 * Every error leaves as the wire's error envelope. Client mistakes that Fastify itself detects
 * (malformed JSON, unsupported media type, oversized body) keep their 4xx status; anything else is
 * logged and answered with a bare 500 so that no internals leak.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send(errorBody(error.code, error.message, error.issues));
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(status, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Internal server error'));
}
