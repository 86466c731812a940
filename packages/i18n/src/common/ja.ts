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
  close: '閉じる',
};
export default common;
