import { ERROR_CODES, text } from '@hanyu/contract';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError } from './errors.ts';

const IdempotencyKeyHeader = v.pipe(
  text('Idempotency-Key', { max: 255 }),
  v.minLength(1, 'Idempotency-Key must not be empty'),
);

/**
 * The `Idempotency-Key` header of a money-moving request, checked like any request text; undefined
 * without one. What a repeat gets is the endpoint's business (orders keep answers, top-ups their row).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = v.safeParse(IdempotencyKeyHeader, header);
  if (!parsed.success) {
    throw new ApiError(400, parsed.issues[0]?.message ?? 'Idempotency-Key is malformed', {
      code: ERROR_CODES.badRequest,
    });
  }
  return parsed.output;
}
