import type en from './en.ts';

/** The reviews section's strings: the list, the filter and hiding with a reason. */
export default {
  reviews: {
    title: 'レビュー',
    intro:
      '受講者が講師とコースについて書いたレビューです（新しい順）。規約に反するレビュー（連絡先、誹謗中傷、レッスンと無関係）は理由を添えて非表示にできます。すべてのページと評価からすぐに外れます。非表示と再表示はどちらも監査ログに記録されます。',
    filterLabel: '表示するレビュー',
    filter: {
      all: 'すべて',
      shown: '表示中',
      hidden: '非表示',
    },
    none: 'ここにはレビューがありません',
    itemTitle: '#{{id}} · {{stars}}★ · {{subject}}',
    shown: '表示中',
    hidden: '非表示',
    reply: '返信：',
    hiddenBecause: '非表示の理由：',
    reasonLabel: '非表示にする理由（監査ログに残ります）',
    reasonRequired: '非表示にする理由を入力してください',
    hide: 'レビューを非表示にする',
    unhide: '再表示する',
    changedMeanwhile: '別の運営スタッフがこのレビューを変更しました。一覧を更新しました。',
    failed: 'うまくいきませんでした。もう一度お試しください。',
    pager: {
      label: 'レビューのページ',
      previous: '前へ',
      next: '次へ',
      page: '{{page}}ページ',
    },
  },
} satisfies typeof en;
