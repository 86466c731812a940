import * as v from 'valibot';

/** Success body: HTTP 200 with `{ response }` and no error object (SPEC §7). */
export function envelope<T extends v.GenericSchema>(response: T) {
  return v.object({ response });
}

export const ErrorBody = v.object({
  error: v.object({
    code: v.number(),
    message: v.string(),
    /** Which fields failed validation, when the error is a 400. */
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
