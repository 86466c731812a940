import type en from './en.ts';

const strings: typeof en = {
  audit: {
    title: '감사 로그',
    heading: '감사 로그',
    personId: '사용자 ID',
    filter: '보기',
    everyone: '전체',
    empty: '아직 기록이 없습니다.',
    newest: '최신',
    older: '이전',
    when: '일시',
    operator: '운영자',
    action: '작업',
    subject: '대상',
    reason: '사유',
    change: '이전 → 이후',
  },
};
export default strings;
