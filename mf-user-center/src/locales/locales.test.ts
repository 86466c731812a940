import { ORDER_MESSAGES } from '@hanyu/contract';
import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

describeLocaleParity('userCenter', en, { 'zh-cn': zhCn, es, ja, ko });

describe('SPEC §5 and §8 messages', () => {
  it('say every order message of the contract word for word in English, {0} as {{value}}', () => {
    for (const [key, message] of Object.entries(ORDER_MESSAGES)) {
      // An amount of yuan is written as every price is ("CN¥906"): "{0} yuan" is the {{value}}.
      expect(`${key}: ${en.orderMessages[key as keyof typeof en.orderMessages]}`).toBe(
        `${key}: ${message.replace('{0} yuan', '{{value}}').replace('{0}', '{{value}}')}`,
      );
    }
  });
});
