import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Query parameters and body fields whose values are secrets, compared case-insensitively: passwords,
 * reset and OAuth codes, OAuth state, tokens, and the signatures and ids payment gateways sign their
 * callbacks with. A gateway that signs another field adds it here.
 */
export const SECRET_FIELDS: readonly string[] = [
  'password',
  'old_password',
  'new_password',
  'code',
  'code_verifier',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'sign',
  'signature',
  'sig',
  'paymentId',
  'PayerID',
];

/** Headers whose values are credentials. */
export const SECRET_HEADERS: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
];

/** Fields of a logged error that may hold what a client sent; an error's message and stack are enough. */
const REQUEST_PAYLOAD_FIELDS: readonly string[] = [
  'body',
  'rawBody',
  'payload',
  'requestBody',
  'params',
  'query',
];

/**
 * Secrets carried in a path rather than a query: the reset link's page `/{lang}/passport/reset/{code}`
 * (the API's `/api/passport/reset/password` names no secret).
 */
export const SECRET_PATH_SEGMENTS: readonly RegExp[] = [
  /(?<=\/passport\/reset\/)(?!password(?:[/?#\s"']|$))[^/?#\s"']+/g,
];

export const REDACTED = '[redacted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const secretNames = SECRET_FIELDS.map(escapeRegExp).join('|');
/** `code=…` in a query string or a cookie-like list. */
const SECRET_PAIR = new RegExp(`(?<=(?:^|[?&;,\\s])(?:${secretNames})=)[^&#;,\\s"']*`, 'gi');
/** `"password":"…"` in a JSON excerpt (a parse error quoting the body). */
const SECRET_JSON_MEMBER = new RegExp(`(?<="(?:${secretNames})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const BEARER = /(?<=\bBearer\s+)[^\s"',;]+/gi;

const secretKeys = new Set([...SECRET_FIELDS, ...SECRET_HEADERS].map((name) => name.toLowerCase()));

/** `text` with every secret it carries in a URL, a cookie list, a JSON excerpt or a bearer header replaced. */
export function redactText(text: string): string {
  let redacted = text
    .replace(SECRET_PAIR, REDACTED)
    .replace(SECRET_JSON_MEMBER, `"${REDACTED}"`)
    .replace(BEARER, REDACTED);
  for (const pattern of SECRET_PATH_SEGMENTS) redacted = redacted.replace(pattern, REDACTED);
  return redacted;
}

const MAX_DEPTH = 8;

/** A plain record: an object literal, or a prototype-less one (a parsed query string). */
function isRecord(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * A copy of a plain value (objects, arrays, strings) with secrets redacted: fields named as secrets
 * by value, strings by what they carry. Class instances (a request, an error) are left to their
 * serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = redactField(key, field, depth + 1);
  return copy;
}

function redactField(key: string, value: unknown, depth: number): unknown {
  return secretKeys.has(key.toLowerCase()) && value != null ? REDACTED : redactValue(value, depth);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function serializeReply(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

function serializeError(error: Error): pino.SerializedError {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  for (const field of REQUEST_PAYLOAD_FIELDS) {
    if (field in serialized) serialized[field] = REDACTED;
  }
  // An error's own code ('23505', 'ECONNREFUSED') says what went wrong; it is no reset code.
  return { ...(redactValue(serialized) as pino.SerializedError), code: serialized.code };
}

const serializers = { req: serializeRequest, res: serializeReply, err: serializeError };

/** Runs before the serializers, so the fields they own (a request, an error) are left to them. */
function redactLogObject(object: object): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    redacted[key] = key in serializers ? value : redactField(key, value, 1);
  }
  return redacted;
}

/**
 * The pino options every logger of the server uses, root or child: requests are logged with their
 * URL's secrets redacted and without headers, errors without what the client sent, and every other
 * logged field is redacted by name and content. A hand-written walk rather than pino's `redact`
 * paths, because secrets hide at any depth and inside strings (a reset code in a page URL).
 */
export const logRedaction = {
  serializers,
  formatters: { log: redactLogObject },
} satisfies pino.ChildLoggerOptions;
