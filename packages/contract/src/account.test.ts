import * as v from 'valibot';
import { missingProfileFields, type Profile, ProfileFields } from './account.ts';

const EMPTY: Profile = {
  nick_name: 'Mei',
  email: 'mei@example.com',
  time_zone: null,
  avatar: null,
  full_name: null,
  gender: 0,
  native_language: null,
  age_range: null,
  job: null,
  medium_language: null,
  purpose: null,
  grade: null,
  hsk_level: null,
  learning_plan: null,
  wechat_id: null,
  skype_id: null,
  delivery_way: null,
};

const FULL: Profile = {
  ...EMPTY,
  time_zone: 'Europe/Madrid',
  avatar: '/api/user/avatars/0123456789abcdef0123456789abcdef.webp',
  full_name: 'Mei Chen',
  native_language: 'es',
  age_range: '18-30',
  job: 'student',
  medium_language: 'en',
  purpose: 'exam',
  grade: 'zero',
  hsk_level: 0,
  learning_plan: 'Daily tones',
};

describe('a complete profile', () => {
  it('lists what is missing in the form order; gender may stay undisclosed and HSK "none" counts', () => {
    expect(missingProfileFields(EMPTY)).toEqual([
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
    ]);
    expect(missingProfileFields(FULL)).toEqual([]);
  });

  it('needs the Wechat or Skype ID for lessons given that way, none for the classroom', () => {
    expect(missingProfileFields({ ...FULL, delivery_way: 'skype', wechat_id: 'mei' })).toEqual([
      'contact_id',
    ]);
    expect(missingProfileFields({ ...FULL, delivery_way: 'skype', skype_id: 'live:mei' })).toEqual([]);
    expect(missingProfileFields({ ...FULL, delivery_way: 'classroom' })).toEqual([]);
  });

  it('reads blank free text as not given', () => {
    const body = v.parse(v.object(ProfileFields), {
      full_name: '   ',
      learning_plan: ' Plan\n',
      wechat_id: null,
    });
    expect(body).toEqual({ full_name: null, learning_plan: 'Plan', wechat_id: null });
  });
});
