import type * as v from 'valibot';
import type { EndpointPaths } from './endpoint-paths.ts';

/**
 * Who else, among signed-in users, may call an endpoint: 'orgOwner' owns an organisation; 'operator'
 * works for the service centre (granted with `npm run operator -- grant`); 'teacher' has a teacher's
 * profile (the teaching centre); 'assistant' is an assistant teacher (SPEC §6), who books lessons of
 * courses that forbid self-service booking for their learners.
 */
export type EndpointRole = 'orgOwner' | 'operator' | 'teacher' | 'assistant';

/** What a signed-in caller without the endpoint's role reads (HTTP 403). */
export const ROLE_MESSAGES: Record<EndpointRole, string> = {
  orgOwner: 'Only the owner of an organisation can manage its sub-accounts',
  operator: 'Only an operator of the service centre can do this',
  teacher: 'Only teachers can use the teaching centre',
  assistant: 'Only an assistant teacher can book lessons for a learner',
};

/**
 * Whose data an endpoint touches:
 * - 'nobody': data everyone may read (catalogue, content, rates, translations);
 * - 'caller': the signed-in caller's own, picked by the token and never by an id in the request;
 * - 'credentials': the account named in the request, reached only with its password, an emailed code or
 *   a provider's code, which the endpoint checks;
 * - 'anyone': any user's, named in the request by `email` or `user_id`, or the platform's (coupons):
 *   only the endpoint's role (operators) may reach it, so the endpoint must have one;
 * - a resource named by a path parameter: it must belong to the caller (else 403 or 404); a 'lesson' is
 *   its learner's and its teacher's, a 'taughtLesson' its teacher's, a 'learner' (a user id)
 *   is reachable by the teachers who teach or taught them (a lesson that was not cancelled); a chat
 *   'conversation' is its members', and a support one also every operator's.
 *   A 'courseware' (a course id) is its teacher's, its learners' (a grant or a lesson of it) and the
 *   teachers' and assistants' of a lesson of it. A 'videoLesson' (a lesson of a video course) is open to those
 *   who have its course (a grant, or teaching it), and a preview lesson to everyone signed in.
 *   A 'disputableLesson' is a 'lesson' (its learner's and its teacher's) that counts as given and ended less
 *   than 48 hours ago: one its learner may dispute.
 *   A 'paidOrder' is an 'order' that has been paid (what a refund is asked for).
 *   A 'reviewableLesson' is a complete lesson its caller took as its learner: one they may review.
 *   A 'notification' is its reader's.
 *   A 'firstQuestion' is a chat 'conversation' a learner started with a teacher before any lesson: its
 *   learner's and its teacher's.
 */
export type OwnerRule =
  | 'nobody'
  | 'caller'
  | 'credentials'
  | 'anyone'
  | { resource: OwnedResource; param: string };

/** Kinds of data a user owns that requests name by id. */
export type OwnedResource =
  | 'orgChild'
  | 'topUp'
  | 'order'
  | 'paidOrder'
  | 'lesson'
  | 'taughtLesson'
  | 'learner'
  | 'availabilityException'
  | 'conversation'
  | 'groupClass'
  | 'groupSession'
  | 'taughtGroupSession'
  | 'courseware'
  | 'videoLesson'
  | 'disputableLesson'
  | 'reviewableLesson'
  | 'notification'
  | 'firstQuestion';

export interface EndpointExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One endpoint of the wire, an entry of the table `endpoints`: the api validates with it, registers routes
 * from it and derives OpenAPI from it; the sdk derives its typed functions from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** Path parameters, named `:name` in `path`. */
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  response: v.GenericSchema;
  /** Requires `Authorization: Bearer`; 'optional' reads the user when a token is sent. */
  auth?: boolean | 'optional';
  /** Who else, among signed-in users, may call it (else 403 with ROLE_MESSAGES). */
  role?: EndpointRole;
  /** Whose data the endpoint reads or changes; the access tests call it as someone else by this rule. */
  owner: OwnerRule;
  /** A valid request: shown in the API reference, and the start the contract's fuzz tests mutate. */
  example: EndpointExample;
  /**
   * 'public': the answer depends on the URL alone, so shared caches may keep it for a minute and the API
   * keeps it in memory until the data behind it changes.
   */
  cache?: 'public';
}

/**
 * Some endpoints of the table, by name: what each file under `endpoints/` declares for one api module.
 * Checked against `endpointPaths`, so a name is never misspelt.
 */
export type EndpointTable = { readonly [Name in keyof EndpointPaths]?: Endpoint };
