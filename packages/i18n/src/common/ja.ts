import type { CommonResources } from './en.ts';

const common: CommonResources = {
  notFound: {
    title: 'ページが見つかりません',
    message: 'お探しのページは見つかりませんでした。',
    backHome: 'ホームに戻る',
  },
  error: {
    title: 'エラーが発生しました',
    status: 'エラー {{status}}',
    unknownMiddleware: '不明なミドルウェアです',
    backHome: 'ホームに戻る',
    reload: '再読み込み',
  },
  remote: {
    title: 'この部分は現在表示できません',
    message: '読み込みに失敗しました。接続を確認してもう一度お試しください。',
    retry: '再試行',
    retrying: '再試行中…',
  },
  loading: '読み込み中…',
  copyFailed: 'お使いのブラウザは対応していません。手動でコピーしてください',
  uploadFailed: 'アップロードに失敗しました。もう一度お試しください',
  editFailed: '保存に失敗しました。もう一度お試しください',
  videoLearning: {
    sequence: '先に前のレッスンを順番に修了してください',
    reportTooLong: 'この進捗報告は、前回の報告以降に再生できる長さを超えています',
    answersMismatch: '練習の各問題に一度ずつ答えてください',
  },
  orderMessages: {
    couponExpired: 'クーポンの有効期限が切れています',
    couponNotApplicable: 'このクーポンはこのコースでは使えないか、存在しません',
    couponMinimumAmount: 'このクーポンのご利用には{{value}}以上のご購入が必要です',
    couponUseLimit: 'このクーポンはお一人様 {{value}} 回までの利用上限に達しています',
    couponNewUsersOnly: 'このクーポンは新規ユーザーの初回購入専用です',
    purchaseLimit: '購入したコースの数が上限を超えています',
    outOfStock: 'コースの残り数が足りません',
    classFull: 'このクラスは満員です',
    classClosed: 'このクラスは受付を終了しました',
    alreadyEnrolled: 'このクラスにはすでに参加しています',
    singleQuantity: 'このコースは一度に一つずつのご購入となります',
    courseNotForSale: 'このコースはまだ販売されていません',
    notEnoughBalance: '残高が不足しています。あと{{value}}必要です',
    companyBalanceShort: '会社の残高が不足しています。サービスセンターにお問い合わせください',
    nonBalancePayment: '残高以外でのお支払いには対応していません',
    notAwaitingPayment: 'この注文はお支払い待ちではありません',
    idempotencyKeyReused: 'この冪等キーはすでに別のリクエストで使われています',
    payFailed: 'お支払いを完了できませんでした。もう一度お試しください。',
    cancelFailed: '注文をキャンセルできませんでした。もう一度お試しください。',
  },
  close: '閉じる',
};
export default common;
