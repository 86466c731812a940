import type { PassportResources } from './en.ts';

const passportStrings: PassportResources = {
  title: {
    login: 'ログイン',
    register: '新規登録',
    reset: 'パスワードの再設定',
    logout: 'ログアウト',
    resetPassword: '新しいパスワードの設定',
    callback: 'ログイン中',
  },
  lead: {
    login: 'おかえりなさい。ログインしてレッスンの予約や時間割の確認ができます。',
    register: '無料でアカウントを作成して、体験レッスンを予約しましょう。',
    reset: '登録したメールアドレスを入力してください。新しいパスワードを設定するリンクをお送りします。',
  },
  dialog: {
    close: '閉じる',
  },
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
    emailPlaceholder: 'you@example.com',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
  },
  login: {
    submit: 'ログイン',
    forgot: 'パスワードをお忘れですか？',
    noAccount: '初めてご利用ですか？',
    toRegister: 'アカウントを作成',
    success: 'ログインしました',
  },
  register: {
    submit: 'アカウントを作成',
    termsBefore: '以下に同意します：',
    termsLink: '利用規約',
    haveAccount: 'すでにアカウントをお持ちですか？',
    toLogin: 'ログイン',
    success: '登録が完了しました',
  },
  reset: {
    submit: 'リンクを送信',
    backToLogin: 'ログインに戻る',
    sent: 'パスワード再設定用のリンクをメールでお送りしました',
    success: 'パスワードを再設定しました',
  },
  social: {
    or: 'または',
    google: 'Google で続ける',
    facebook: 'Facebook で続ける',
  },
  errors: {
    emailRequired: 'メールアドレスを入力してください',
    emailFormat: 'メールアドレスに誤りがあります',
    wrongCredentials: 'メールアドレスまたはパスワードが正しくありません',
    termsRequired: '利用規約をお読みのうえ、同意してください',
    passwordRequired: 'パスワードを入力してください',
    emailExists: 'このアカウントはすでに存在します',
    registerFailed: '登録できませんでした。もう一度お試しください。',
    emailUnregistered: '入力したメールアドレスは登録されていないか、無効です',
    linkExpired: 'リンクの有効期限が切れました。もう一度お試しください',
    tooManyRequests: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    unavailable: '問題が発生しました。もう一度お試しください。',
    oauthFailed: 'ログインに失敗しました。もう一度お試しください。',
    oauthUnavailable: 'このログイン方法は利用できません',
    oauthCancelled: 'ログインはキャンセルされました。',
  },
  resetPage: {
    lead: '新しいパスワードを設定してください。すべての端末でログアウトされるので、新しいパスワードで再度ログインしてください。',
    newPassword: '新しいパスワード',
    submit: '新しいパスワードを保存',
    expiredLead:
      '再設定リンクは一度だけ、60分間有効です。新しいリンクを請求し、最新のメールをお使いください。',
    requestAgain: '新しいリンクを送る',
    successLead: '新しいパスワードでログインしてください。',
    toLogin: 'ログイン',
  },
  callback: {
    inProgress: 'ログインしています…',
    backToLogin: 'ログインに戻る',
  },
  logout: {
    inProgress: 'ログアウトしています…',
  },
};

export default passportStrings;
