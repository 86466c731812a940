import type en from './en.ts';

export default {
  textbooks: {
    title: '교재',
    intro:
      '인쇄 교재가 포함된 강좌의 교재 배송 현황입니다. 오래된 것부터 발송하세요. 단계마다 학습자에게 메일이 갑니다.',
    tabsLabel: '배송 상태',
    state: {
      preparing: '발송 대기',
      shipped: '발송됨',
      delivered: '배달됨',
    },
    none: {
      preparing: '발송 대기 중인 교재가 없습니다',
      shipped: '배송 중인 교재가 없습니다',
      delivered: '아직 배달된 교재가 없습니다',
    },
    course: '강좌 {{id}}',
    learner: '학습자',
    address: '주소',
    noAddress: '주소 없음',
    stateLabel: '상태',
    carrier: '택배사',
    trackingNumber: '운송장 번호',
    shippedAt: '발송일',
    deliveredAt: '배달일',
    ship: '발송됨으로 표시',
    shipping: '저장 중…',
    deliver: '배달됨으로 표시',
    delivering: '저장 중…',
    required: '택배사와 운송장 번호를 입력하세요.',
    invalid: '택배사와 운송장 번호를 확인하세요(영문, 숫자, 공백, 마침표, 슬래시, 하이픈).',
    failed: '저장하지 못했습니다. 다시 시도해 주세요.',
    conflict: {
      preparing: '다른 운영자가 이미 이 교재를 발송했습니다.',
      shipped: '이 교재는 이미 배달됨으로 표시되었습니다.',
      delivered: '이 교재는 이미 배달됨으로 표시되었습니다.',
    },
    pages: '배송 목록 페이지',
    previous: '이전',
    next: '다음',
    page: '{{n}}페이지',
  },
} satisfies typeof en;
