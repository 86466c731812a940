import type en from './en.ts';

export default {
  reviews: {
    title: 'レビュー',
    nav: 'レビュー',
    summary_one: '評価 {{average}}（5点満点）・レビュー{{count}}件',
    summary_other: '評価 {{average}}（5点満点）・レビュー{{count}}件',
    none: 'まだレビューはありません。レッスン完了後に受講者がレビューできます。',
    itemTitle: '{{name}} · {{course}}',
    stars_one: '星{{count}}つ',
    stars_other: '星{{count}}つ',
    yourReply: 'あなたの返信：',
    replyLabel: '返信（1回のみ。受講者に通知され、レビューの下に公開されます）',
    replyRequired: '返信を入力してください',
    send: '返信を公開',
    alreadyReplied: 'このレビューにはすでに返信しています',
    failed: '返信を送信できませんでした。もう一度お試しください。',
    pager: {
      label: 'レビューのページ',
      previous: '前へ',
      next: '次へ',
      page: '{{page}}ページ',
    },
  },
} satisfies typeof en;
