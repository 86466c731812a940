import * as v from 'valibot';
import { ORG_USER_TYPE } from './enums.ts';
import { emailField, passwordField } from './passport.ts';
import { integerText } from './request-fields.ts';
import { NickNameText } from './user.ts';

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

/** Page through the sub-accounts, newest first (`page` from 1, `size` up to 100, default 20). */
export const OrgChildrenQuery = v.object({
  page: v.optional(integerText('page', { max: 100_000 })),
  size: v.optional(integerText('size', { max: 100 })),
});
export type OrgChildrenQuery = v.InferInput<typeof OrgChildrenQuery>;

export const OrgChildrenResponse = v.object({
  list: v.array(OrgChild),
  total: v.number(),
  /** The company wallet its company-paid sub-accounts' purchases are charged to (minor units, CNY). */
  company_balance_minor: v.number(),
});
export type OrgChildrenResponse = v.InferOutput<typeof OrgChildrenResponse>;

/** A new sub-account: its address and first password, a nick name, and its type (learner by default). */
export const CreateOrgChildBody = v.object({
  email: emailField('email'),
  password: passwordField('password'),
  nick_name: v.optional(NickNameText),
  user_type: v.optional(v.picklist(USER_TYPES, `user_type must be one of ${USER_TYPES.join(', ')}`)),
});
export type CreateOrgChildBody = v.InferInput<typeof CreateOrgChildBody>;

export const OrgChildIdParams = v.object({
  id: integerText('id'),
});
export type OrgChildIdParams = v.InferInput<typeof OrgChildIdParams>;
