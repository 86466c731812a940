import type { PassportResources } from './en.ts';

const passportStrings: PassportResources = {
  title: {
    login: '로그인',
    register: '회원가입',
    reset: '비밀번호 재설정',
    logout: '로그아웃',
    resetPassword: '새 비밀번호 설정',
    callback: '로그인 중',
  },
  lead: {
    login: '다시 오신 것을 환영합니다. 로그인하고 수업을 예약하거나 시간표를 확인하세요.',
    register: '무료 계정을 만들고 체험 수업을 예약하세요.',
    reset: '가입할 때 사용한 이메일을 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
  },
  dialog: {
    close: '닫기',
  },
  fields: {
    email: '이메일',
    password: '비밀번호',
    emailPlaceholder: 'you@example.com',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
  },
  login: {
    submit: '로그인',
    forgot: '비밀번호를 잊으셨나요?',
    noAccount: '처음이신가요?',
    toRegister: '계정 만들기',
    success: '로그인되었습니다',
  },
  register: {
    submit: '계정 만들기',
    termsBefore: '다음 내용을 읽고 동의합니다:',
    termsLink: '이용 약관',
    haveAccount: '이미 계정이 있으신가요?',
    toLogin: '로그인',
    success: '회원가입이 완료되었습니다',
  },
  reset: {
    submit: '링크 보내기',
    backToLogin: '로그인으로 돌아가기',
    sent: '비밀번호 재설정 링크를 이메일로 보냈습니다',
    success: '비밀번호가 재설정되었습니다',
  },
  social: {
    or: '또는',
    google: 'Google로 계속하기',
    facebook: 'Facebook으로 계속하기',
  },
  errors: {
    emailRequired: '이메일을 입력해 주세요',
    emailFormat: '이메일 형식이 올바르지 않습니다',
    wrongCredentials: '이메일 계정 또는 비밀번호가 올바르지 않습니다',
    termsRequired: '이용 약관을 읽고 동의해 주세요',
    passwordRequired: '비밀번호를 입력해 주세요',
    emailExists: '이미 존재하는 계정입니다',
    registerFailed: '회원가입에 실패했습니다. 다시 시도해 주세요.',
    emailUnregistered: '입력하신 이메일은 가입되지 않았거나 유효하지 않습니다',
    linkExpired: '시간이 초과되었습니다. 다시 시도해 주세요',
    tooManyRequests: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    unavailable: '문제가 발생했습니다. 다시 시도해 주세요.',
    oauthFailed: '로그인에 실패했습니다. 다시 시도해 주세요.',
    oauthUnavailable: '이 로그인 방법은 사용할 수 없습니다',
    oauthCancelled: '로그인이 취소되었습니다.',
  },
  resetPage: {
    lead: '새 비밀번호를 정해 주세요. 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인하게 됩니다.',
    newPassword: '새 비밀번호',
    submit: '새 비밀번호 저장',
    expiredLead:
      '재설정 링크는 한 번, 60분 동안만 쓸 수 있습니다. 새 링크를 요청하고 가장 최근 메일을 이용해 주세요.',
    requestAgain: '새 링크 받기',
    successLead: '새 비밀번호로 로그인해 주세요.',
    toLogin: '로그인',
  },
  callback: {
    inProgress: '로그인하는 중…',
    backToLogin: '로그인으로 돌아가기',
  },
  logout: {
    inProgress: '로그아웃하는 중…',
  },
};

export default passportStrings;
