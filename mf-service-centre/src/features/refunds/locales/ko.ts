import type en from './en.ts';

export default {
  refunds: {
    title: '환불',
    intro:
      '학습자는 결제 후 30일 이내에 결제된 주문의 환불을 요청할 수 있습니다(환불 보장). 승인하면 사용하지 않은 부분이 결제한 지갑으로 돌아가고(청구 유형 5), 예정된 수업은 취소되며 코스는 종료됩니다. 학습자는 주문 페이지와 이메일에서 답변을 읽습니다.',
    none: '아직 환불 요청이 없습니다',
    itemTitle: '#{{id}} · 주문 {{order}} · {{course}}',
    state: {
      open: '대기 중',
      approved: '승인됨',
      declined: '거절됨',
    },
    askedAt: '요청 시각',
    paid: '결제',
    companyPaid: '회사 결제',
    used: '사용량',
    refundable: '승인 시 환불액',
    refunded: '환불액',
    reason: '사유',
    reply: '답변',
    usage: {
      minutes: '{{granted}}분 중 {{used}}분 사용',
      ahead_one: '예정된 수업 {{count}}개(승인 시 취소)',
      ahead_other: '예정된 수업 {{count}}개(승인 시 취소)',
      classOpened: '수업이 시작되었습니다',
      classNotOpened: '수업이 아직 시작되지 않았습니다',
      video: '영상 {{percent}}% 완료',
      textbookShipped: '인쇄 교재 발송됨(환불 제외)',
    },
    replyLabel: '학습자에게 답변',
    replyRequired: '답변을 작성해 주세요. 학습자가 읽습니다.',
    approve: '승인하고 {{amount}} 환불',
    decline: '거절',
    alreadyDecided: '다른 운영자가 이미 이 요청을 처리했습니다.',
    failed: '처리 결과를 저장하지 못했습니다. 다시 시도해 주세요.',
  },
} satisfies typeof en;
