import type en from './en.ts';

export default {
  refunds: {
    title: '返金',
    intro:
      '受講者は支払いから 30 日以内に支払い済みの注文の返金を申請できます（返金保証）。承認すると未使用分が支払ったウォレットに戻り（明細タイプ 5）、今後のレッスンはキャンセルされ、コースは終了します。受講者は注文ページとメールで返信を読みます。',
    none: '返金申請はまだありません',
    itemTitle: '#{{id}} · 注文 {{order}} · {{course}}',
    state: {
      open: '未対応',
      approved: '承認済み',
      declined: '却下',
    },
    askedAt: '申請日時',
    paid: '支払い',
    companyPaid: '会社払い',
    used: '利用状況',
    refundable: '承認時の返金額',
    refunded: '返金額',
    reason: '理由',
    reply: '返信',
    usage: {
      minutes: '{{granted}} 分中 {{used}} 分利用',
      ahead_one: '今後のレッスン {{count}} 件（承認でキャンセル）',
      ahead_other: '今後のレッスン {{count}} 件（承認でキャンセル）',
      classOpened: 'クラスは開講済み',
      classNotOpened: 'クラスはまだ開講していません',
      video: '動画の {{percent}}% を視聴完了',
      textbookShipped: '印刷教材は発送済み（返金対象外）',
    },
    replyLabel: '受講者への返信',
    replyRequired: '返信を入力してください。受講者が読みます。',
    approve: '承認して {{amount}} を返金',
    decline: '却下',
    alreadyDecided: 'この申請は別のオペレーターがすでに対応しました。',
    failed: '対応結果を保存できませんでした。もう一度お試しください。',
  },
} satisfies typeof en;
