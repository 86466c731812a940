import * as v from 'valibot';
import { ApiError } from './errors.ts';
import { parseOrThrow } from './validation.ts';

const Body = v.object({
  email: v.pipe(v.string(), v.email('email is not an address')),
  items: v.array(v.object({ id: v.number() })),
});

function failure(input: unknown): ApiError {
  try {
    parseOrThrow(Body, input, 'body');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('parse unexpectedly succeeded');
}

describe('parseOrThrow', () => {
  it('returns the parsed output on success', () => {
    expect(parseOrThrow(Body, { email: 'a@b.co', items: [{ id: 1 }], extra: 1 }, 'body')).toEqual({
      email: 'a@b.co',
      items: [{ id: 1 }],
    });
  });

  it('throws a 400 with one issue per field, by dotted path', () => {
    const error = failure({ email: 'nope', items: [{ id: 1 }, { id: 'two' }] });
    expect(error.status).toBe(400);
    expect(error.code).toBe(400);
    expect(error.issues).toEqual([
      { path: 'email', message: 'email is not an address' },
      { path: 'items.1.id', message: 'Invalid type: Expected number but received "two"' },
    ]);
    expect(error.message).toBe(
      'Invalid request body: email is not an address; items.1.id: Invalid type: Expected number but received "two"',
    );
  });

  it('says which fields are missing', () => {
    expect(failure({}).issues).toEqual([
      { path: 'email', message: 'email is required' },
      { path: 'items', message: 'items is required' },
    ]);
  });

  it('reports a wrong top-level type with an empty path', () => {
    const error = failure('a string');
    expect(error.issues).toHaveLength(1);
    expect(error.issues?.[0]?.path).toBe('');
  });

  it('does not echo a huge input back', () => {
    const error = failure({ email: 'x', items: [{ id: 'y'.repeat(100_000) }] });
    for (const issue of error.issues ?? []) expect(issue.message.length).toBeLessThanOrEqual(200);
    expect(error.message.length).toBeLessThan(500);
  });
});
