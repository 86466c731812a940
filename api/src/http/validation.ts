import * as v from 'valibot';
import { ApiError, excerpt, type IssueDetail } from './errors.ts';

/**
 * Parses `input` with `schema` or throws a 400 ApiError listing what is wrong, field by field.
 * `where` names the part of the request ("query", "body") in the message.
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map(toIssueDetail);
  throw new ApiError(400, `Invalid request ${where}: ${issues.map(describeIssue).join('; ')}`, { issues });
}

/** The longest message of one issue: the contract's messages are short, this bounds any other. */
const MAX_MESSAGE_LENGTH = 200;

/** Valibot's default messages quote the received value whole; a message quotes only an excerpt. */
function withExcerpt(issue: v.BaseIssue<unknown>): string {
  const quoted = typeof issue.input === 'string' ? `"${issue.input}"` : undefined;
  return quoted && issue.message.includes(quoted)
    ? issue.message.replace(quoted, excerpt(issue.input as string))
    : issue.message;
}

function toIssueDetail(issue: v.BaseIssue<unknown>): IssueDetail {
  const path = v.getDotPath(issue) ?? '';
  // A missing object key fails the object schema itself, whose default message speaks of "keys". Only an
  // absent field is "required": one sent with the wrong type keeps the schema's message.
  const missing = issue.kind === 'schema' && issue.input === undefined && path !== '';
  // A repeated query parameter arrives as an array where the schema wants one value.
  const repeated =
    issue.kind === 'schema' && Array.isArray(issue.input) && issue.type !== 'array' && path !== '';
  const message = missing
    ? `${path} is required`
    : repeated
      ? `${path} must be given once`
      : withExcerpt(issue);
  return {
    path,
    message: message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message,
  };
}

function describeIssue(issue: IssueDetail): string {
  return issue.message.startsWith(issue.path) || issue.path === ''
    ? issue.message
    : `${issue.path}: ${issue.message}`;
}
