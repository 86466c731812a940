import type en from './en.ts';

const strings: typeof en = {
  firstQuestions: {
    refused: {
      dailyLimit: 'レッスン履歴のない講師との会話は1日3件まで始められます。明日もう一度お試しください。',
      waitForReply: '講師の返信をお待ちください。返信までに送れるメッセージは10件までです。',
      blocked: 'レッスン履歴のない講師との会話は、今後始めることができません。',
    },
    report: {
      open: '通報',
      lead: 'この会話をサービスセンターに知らせます。オペレーターが確認して対応します。',
      reason: '理由',
      reasons: {
        spam: 'スパム・宣伝',
        abuse: '暴言・不快な内容',
        off_platform: 'プラットフォーム外での支払いや面会を求める',
        other: 'その他',
      },
      note: 'メモ（任意）',
      send: '通報する',
      sent: '通報しました。サービスセンターが確認します。',
      failed: '通報を送信できませんでした。もう一度お試しください。',
    },
  },
};
export default strings;
