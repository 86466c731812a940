import type { CommonResources } from './en.ts';

const common: CommonResources = {
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    message: '요청하신 페이지를 찾을 수 없습니다.',
    backHome: '홈으로 돌아가기',
  },
  error: {
    title: '문제가 발생했습니다',
    status: '오류 {{status}}',
    unknownMiddleware: '알 수 없는 미들웨어입니다',
    backHome: '홈으로 돌아가기',
    reload: '새로고침',
  },
  remote: {
    title: '이 부분은 지금 표시할 수 없습니다',
    message: '불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 시도',
    retrying: '다시 시도하는 중…',
  },
  loading: '불러오는 중…',
  copyFailed: '브라우저가 지원하지 않습니다. 직접 복사해 주세요',
  uploadFailed: '업로드에 실패했습니다. 다시 시도해 주세요',
  editFailed: '수정에 실패했습니다. 다시 시도해 주세요',
  videoLearning: {
    sequence: '먼저 이전 강의를 순서대로 완료해 주세요',
    reportTooLong: '이번 진도 보고는 지난 보고 이후 재생할 수 있는 시간보다 깁니다',
    answersMismatch: '연습의 각 문제에 한 번씩 답해 주세요',
  },
  orderMessages: {
    couponExpired: '쿠폰이 만료되었습니다',
    couponNotApplicable: '이 강좌에 사용할 수 없거나 존재하지 않는 쿠폰입니다',
    couponMinimumAmount: '이 쿠폰은 {{value}} 이상 구매 시 사용할 수 있습니다',
    couponUseLimit: '이 쿠폰의 1인당 사용 한도 {{value}}회에 도달했습니다',
    couponNewUsersOnly: '신규 회원의 첫 구매에만 사용할 수 있는 쿠폰입니다',
    purchaseLimit: '구매한 강좌 수가 한도를 초과했습니다',
    outOfStock: '남은 강좌 수량이 부족합니다',
    classFull: '정원이 가득 찼습니다',
    classClosed: '이 수업은 더 이상 등록을 받지 않습니다',
    alreadyEnrolled: '이미 이 수업에 자리가 있습니다',
    singleQuantity: '이 강좌는 한 번에 하나씩만 구매할 수 있습니다',
    courseNotForSale: '이 강좌는 아직 구매할 수 없습니다',
    notEnoughBalance: '잔액이 부족합니다. {{value}}이(가) 더 필요합니다',
    companyBalanceShort: '회사 잔액이 부족합니다. 고객 센터에 문의해 주세요',
    nonBalancePayment: '잔액 이외의 결제 수단은 지원하지 않습니다',
    notAwaitingPayment: '결제 대기 중인 주문이 아닙니다',
    idempotencyKeyReused: '이 멱등성 키는 이미 다른 요청에 사용되었습니다',
    payFailed: '결제를 완료하지 못했습니다. 다시 시도해 주세요.',
    cancelFailed: '주문을 취소하지 못했습니다. 다시 시도해 주세요.',
  },
  close: '닫기',
};
export default common;
