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
  close: '닫기',
};
export default common;
