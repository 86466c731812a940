import type en from './en.ts';

const strings: typeof en = {
  frame: {
    title: '서비스 센터',
    name: '서비스 센터',
    heading: '서비스 센터',
    intro:
      '사용자를 찾고, 지갑에 충전하거나 차감하고, 환불과 분쟁을 처리하고, 쿠폰·교재·기업·강사 정산을 관리합니다. 모든 작업은 감사 로그에 기록됩니다.',
    signedInAs: '{{name}}(으)로 로그인함',
    navLabel: '서비스 센터 메뉴',
    nav: {
      people: '사용자',
      refunds: '환불',
      textbooks: '교재',
      coupons: '쿠폰',
      companies: '기업',
      payouts: '정산',
      disputes: '분쟁',
      reviews: '후기',
      reports: '신고',
      audit: '감사 로그',
      support: '고객 지원',
    },
    operatorsOnly: '운영자 전용',
    operatorsOnlyText:
      '서비스 센터는 플랫폼 운영자가 계정, 자금, 고객 지원을 관리하는 곳입니다. 운영자 계정으로 로그인해 주세요.',
    notFound: '찾을 수 없음',
    notFoundText: '이 ID에 해당하는 항목이 없습니다. 센터의 메뉴에서 찾아 보세요.',
    signIn: '로그인',
  },
};
export default strings;
