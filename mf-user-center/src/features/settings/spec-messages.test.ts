import { ACCOUNT_MESSAGES, PASSPORT_MESSAGES } from '@hanyu/contract';
import en from '../../locales/en.ts';

describe('SPEC §5 and §8 messages of the account pages', () => {
  it('say them word for word in English', () => {
    expect(en.account.info.editFailed).toBe(ACCOUNT_MESSAGES.editFailed);
    expect(en.account.setting.editFailed).toBe(ACCOUNT_MESSAGES.editFailed);
    expect(en.account.info.avatar.uploadFailed).toBe(ACCOUNT_MESSAGES.uploadFailed);
    expect(en.account.setting.password.wrong).toBe(PASSPORT_MESSAGES.wrongOldPassword);
    expect(en.account.setting.delete.wrong).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(en.account.org.create.emailExists).toBe(PASSPORT_MESSAGES.emailExists);
    expect(en.account.setting.password.missing).toBe(PASSPORT_MESSAGES.passwordMissing);
  });
});
