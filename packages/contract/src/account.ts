import * as v from 'valibot';
import { DELIVERY_WAYS } from './catalogue-enums.ts';
import { LANGS } from './constants.ts';
import { AGE_RANGES, CHINESE_GRADES, GENDER, HSK_LEVELS, JOBS, PURPOSES } from './enums.ts';
import { passwordField, TimeZoneText } from './passport.ts';
import { text } from './request-fields.ts';

/**
 * The learner's profile (SPEC §3), account settings (§2 user/setting, §5) and avatar upload: the fields, their
 * enumerations as data (the API's validation, the database's check constraints and the form's choices all
 * come from these lists), and what a complete profile needs.
 */

/**
 * Languages a learner may name as native or as the medium of instruction: ISO 639-1 codes, labelled in the
 * page language by the browser (Intl.DisplayNames). Migration 0025 checks the same list.
 */
export const PROFILE_LANGUAGES = [
  'en',
  'zh',
  'es',
  'ja',
  'ko',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'ar',
  'hi',
  'th',
  'vi',
  'id',
  'ms',
  'tr',
  'nl',
  'pl',
  'sv',
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const GENDERS = Object.values(GENDER);
export type Gender = (typeof GENDERS)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type Job = (typeof JOBS)[number];
export type Purpose = (typeof PURPOSES)[number];
export type ChineseGrade = (typeof CHINESE_GRADES)[number];
export type HskLevel = (typeof HSK_LEVELS)[number];

/** Longest full name, learning plan and Wechat/Skype ID (the booking's contact_id has the same limit). */
export const FULL_NAME_MAX_LENGTH = 100;
export const LEARNING_PLAN_MAX_LENGTH = 2000;
export const CONTACT_ID_MAX_LENGTH = 64;

const choice = <const T extends readonly (string | number)[]>(name: string, values: T) =>
  v.picklist(values, `${name} must be one of ${values.join(', ')}`);

/** A free-text field: trimmed, and blank means "not given" (null). */
const optionalText = (name: string, max: number, multiline = false) =>
  v.pipe(
    text(name, { max, multiline }),
    v.trim(),
    v.transform((value) => (value === '' ? null : value)),
  );

/**
 * The profile fields `PUT /user/current` takes besides nick_name and time_zone. Absent fields stay as they
 * are; null clears one (gender goes back to 0, undisclosed).
 */
export const ProfileFields = {
  full_name: v.optional(v.nullable(optionalText('full_name', FULL_NAME_MAX_LENGTH))),
  gender: v.optional(choice('gender', GENDERS)),
  native_language: v.optional(v.nullable(choice('native_language', PROFILE_LANGUAGES))),
  age_range: v.optional(v.nullable(choice('age_range', AGE_RANGES))),
  job: v.optional(v.nullable(choice('job', JOBS))),
  medium_language: v.optional(v.nullable(choice('medium_language', PROFILE_LANGUAGES))),
  purpose: v.optional(v.nullable(choice('purpose', PURPOSES))),
  grade: v.optional(v.nullable(choice('grade', CHINESE_GRADES))),
  hsk_level: v.optional(v.nullable(choice('hsk_level', HSK_LEVELS))),
  learning_plan: v.optional(v.nullable(optionalText('learning_plan', LEARNING_PLAN_MAX_LENGTH, true))),
  wechat_id: v.optional(v.nullable(optionalText('wechat_id', CONTACT_ID_MAX_LENGTH))),
  skype_id: v.optional(v.nullable(optionalText('skype_id', CONTACT_ID_MAX_LENGTH))),
  /** How the learner wants lessons given; Wechat or Skype needs that ID (as a booking does). */
  delivery_way: v.optional(v.nullable(choice('delivery_way', DELIVERY_WAYS))),
};

/** The whole profile, as `GET /user/profile` answers it. */
export const Profile = v.object({
  nick_name: v.string(),
  email: v.string(),
  time_zone: v.nullable(v.string()),
  /** The avatar's address (a square WebP), null when none was uploaded. */
  avatar: v.nullable(v.string()),
  full_name: v.nullable(v.string()),
  gender: v.picklist(GENDERS),
  native_language: v.nullable(v.picklist(PROFILE_LANGUAGES)),
  age_range: v.nullable(v.picklist(AGE_RANGES)),
  job: v.nullable(v.picklist(JOBS)),
  medium_language: v.nullable(v.picklist(PROFILE_LANGUAGES)),
  purpose: v.nullable(v.picklist(PURPOSES)),
  grade: v.nullable(v.picklist(CHINESE_GRADES)),
  hsk_level: v.nullable(v.picklist(HSK_LEVELS)),
  learning_plan: v.nullable(v.string()),
  wechat_id: v.nullable(v.string()),
  skype_id: v.nullable(v.string()),
  delivery_way: v.nullable(v.picklist(DELIVERY_WAYS)),
});
export type Profile = v.InferOutput<typeof Profile>;

/**
 * What a complete profile has (SPEC §9: about two minutes to fill in): each field here set, and at least
 * one Wechat or Skype ID when lessons are to be given that way. Gender may stay undisclosed.
 */
export const PROFILE_COMPLETION_FIELDS = [
  'avatar',
  'full_name',
  'native_language',
  'time_zone',
  'age_range',
  'job',
  'medium_language',
  'purpose',
  'grade',
  'hsk_level',
  'learning_plan',
] as const satisfies ReadonlyArray<keyof Profile>;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number] | 'contact_id';

/** The fields a profile still lacks, in the form's order. */
export function missingProfileFields(profile: Profile): ProfileCompletionField[] {
  const missing: ProfileCompletionField[] = PROFILE_COMPLETION_FIELDS.filter(
    (field) => profile[field] === null || profile[field] === '',
  );
  if (profile.delivery_way !== null && profile.delivery_way !== 'classroom') {
    if (contactIdFor(profile.delivery_way, profile) === null) missing.push('contact_id');
  }
  return missing;
}

/** The ID a Wechat or Skype lesson is given on, from the profile. */
export function contactIdFor(
  way: 'wechat' | 'skype',
  profile: { wechat_id: string | null; skype_id: string | null },
): string | null {
  return way === 'wechat' ? profile.wechat_id : profile.skype_id;
}

/** Account settings (user/setting): the site language, the time zone and the reminder emails. */
export const AccountSettings = v.object({
  email: v.string(),
  /** The language emails are written in and the site opens in; null until chosen. */
  language: v.nullable(v.picklist(LANGS)),
  time_zone: v.nullable(v.string()),
  /** Whether the booking's lesson reminders (a day and an hour ahead) are emailed. */
  lesson_reminder_emails: v.boolean(),
});
export type AccountSettings = v.InferOutput<typeof AccountSettings>;

export const UpdateAccountSettingsBody = v.object({
  language: v.optional(choice('language', LANGS)),
  time_zone: v.optional(v.nullable(TimeZoneText)),
  lesson_reminder_emails: v.optional(v.boolean('lesson_reminder_emails must be true or false')),
});
export type UpdateAccountSettingsBody = v.InferInput<typeof UpdateAccountSettingsBody>;

/** Deleting the account asks for its password again. */
export const DeleteAccountBody = v.object({ password: passwordField('password') });
export type DeleteAccountBody = v.InferInput<typeof DeleteAccountBody>;

/** The avatar upload: the image is the request's whole body (sdk `upload()`), outside the endpoint table. */
export const AVATAR_UPLOAD_PATH = '/user/avatar';
/** Where avatars are served: their names change with each upload, so they are cached for a year. */
export const AVATAR_FILE_PATH = '/user/avatars/:file';
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarImageType = (typeof AVATAR_IMAGE_TYPES)[number];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The stored avatar's side in pixels (a square WebP). */
export const AVATAR_SIZE = 256;

export const AvatarUploadResponse = v.object({ avatar: v.string() });
export type AvatarUploadResponse = v.InferOutput<typeof AvatarUploadResponse>;

/** What the account endpoints answer in words (SPEC §8 where it says them). */
export const ACCOUNT_MESSAGES = {
  editFailed: 'Edit failed, please try again',
  uploadFailed: 'Upload failed, please try again',
  avatarNotImage: 'The avatar must be a JPEG, PNG or WebP image',
  avatarTooLarge: 'The avatar must be at most 5 MB',
  wrongPassword: 'The password is wrong, please try again',
} as const;

/** The address an avatar file is served at (under the API; long-cached, the name changes with each upload). */
export const avatarUrl = (file: string) => `/api${AVATAR_FILE_PATH.replace(':file', file)}`;
