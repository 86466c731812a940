import { BOOKING_MESSAGES } from '@hanyu/contract';
import { describeLocaleParity } from '@hanyu/i18n/testing';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import zhCn from './zh-cn.ts';

describeLocaleParity('teacher', en, { 'zh-cn': zhCn, es, ja, ko });

describe('SPEC §5 messages', () => {
  it('say the lesson summary rules word for word in English', () => {
    expect(en.centre.summaryRequired).toBe(BOOKING_MESSAGES.summaryRequired);
    expect(en.centre.notYetTaught).toBe(BOOKING_MESSAGES.notYetTaught);
    expect(en.centre.notBooked).toBe(BOOKING_MESSAGES.notBooked);
    expect(en.exceptions.overlaps).toBe(BOOKING_MESSAGES.exceptionOverlaps);
  });
});
