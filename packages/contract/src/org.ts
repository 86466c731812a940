import * as v from 'valibot';
import { ORG_USER_TYPE } from './enums.ts';

const USER_TYPES = Object.values(ORG_USER_TYPE);

/** A sub-account of an organisation, as its owner sees it. */
export const OrgChild = v.object({
  id: v.union([v.number(), v.string()]),
  email: v.string(),
  nick_name: v.string(),
  user_type: v.number(),
  created_at: v.string(),
});
export type OrgChild = v.InferOutput<typeof OrgChild>;

const pageNumber = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, `${name} must be a positive integer`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
  );

/** Page through the sub-accounts, newest first (`page` from 1, `size` up to 100, default 20). */
export const OrgChildrenQuery = v.object({
  page: pageNumber('page', 100_000),
  size: pageNumber('size', 100),
});
export type OrgChildrenQuery = v.InferInput<typeof OrgChildrenQuery>;

export const OrgChildrenResponse = v.object({ list: v.array(OrgChild), total: v.number() });
export type OrgChildrenResponse = v.InferOutput<typeof OrgChildrenResponse>;

/** A new sub-account: its address and first password, a nick name, and its type (learner by default). */
export const CreateOrgChildBody = v.object({
  email: v.string('email is required'),
  password: v.string('password is required'),
  nick_name: v.optional(v.pipe(v.string(), v.maxLength(50, 'nick_name must be at most 50 characters'))),
  user_type: v.optional(v.picklist(USER_TYPES, `user_type must be one of ${USER_TYPES.join(', ')}`)),
});
export type CreateOrgChildBody = v.InferInput<typeof CreateOrgChildBody>;

export const OrgChildIdParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'id must be a positive integer')),
});
export type OrgChildIdParams = v.InferInput<typeof OrgChildIdParams>;
