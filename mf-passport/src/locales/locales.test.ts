import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

describeLocaleParity('passport', en, { 'zh-cn': zhCn, es, ja, ko });

describe('SPEC §5 and §8 messages', () => {
  it('are in English word for word', () => {
    expect(en.errors).toMatchObject({
      emailFormat: 'A mistake with your email',
      wrongCredentials: 'Email account or password is wrong',
      termsRequired: 'Please read and agree the user agreement',
      passwordRequired: 'Please input your password',
      emailExists: 'This account exists already',
      registerFailed: 'Fail to sign up, please try it again.',
      emailUnregistered: 'The email you entered has not been registered or invalid',
      linkExpired: 'Time out, please try again',
    });
  });
});
