import type en from './en.ts';

/** 通報セクションの文言。 */
const strings: typeof en = {
  reports: {
    title: { list: '通報', one: '通報', oneWithId: '通報 #{{id}}' },
    intro:
      '受講者は最初のレッスンの前に講師へメッセージを送れます。どちらの側もその会話を通報できます。未対応の通報が先に表示されます。通報を却下するか、レッスン履歴のない講師との会話を受講者が始められないようにブロックします。',
    none: '通報はまだありません',
    itemTitle: '#{{id}} · {{reporter}} が {{reported}} を通報',
    state: { open: '未対応', dismissed: '却下', blocked: '受講者をブロック' },
    reason: {
      spam: 'スパム・宣伝',
      abuse: '暴言・不快な内容',
      off_platform: 'プラットフォーム外での支払いや面会を求める',
      other: 'その他',
    },
    reasonLabel: '理由',
    note: 'メモ',
    reporter: '通報者',
    reported: '対象',
    learner: '受講者',
    teacher: '講師',
    reportedAt: '通報日時',
    resolution: '対応結果',
    learnerBlocked: '事前質問をブロック中',
    conversation: '会話',
    noMessages: 'メッセージはまだありません。',
    back: 'すべての通報',
    resolve: '対応',
    blockMeans:
      'ブロックすると、受講者はレッスン履歴のない講師と新しい会話を始められなくなり、その受講者に関する他の未対応の通報も同時に処理されます。',
    onlyDismiss: '受講者が講師を通報したものです。却下のみ可能で、誰かをブロックすることはできません。',
    resolutionLabel: '判断の理由（監査ログに記録されます）',
    resolutionRequired: '判断の理由を入力してください。',
    dismiss: '却下',
    block: '受講者をブロック',
    alreadyResolved: '別のオペレーターがこの通報をたった今処理しました。',
    cannotBlock: 'ブロックできるのは会話を始めた受講者だけです。',
    failed: '通報を処理できませんでした。もう一度お試しください。',
  },
};
export default strings;
