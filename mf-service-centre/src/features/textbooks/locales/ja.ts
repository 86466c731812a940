import type en from './en.ts';

export default {
  textbooks: {
    title: '教材',
    intro:
      '印刷教材付きコースの教材の配送状況です。古いものから発送してください。各段階で受講者にメールが届きます。',
    tabsLabel: '配送状況',
    state: {
      preparing: '発送待ち',
      shipped: '発送済み',
      delivered: '配達済み',
    },
    none: {
      preparing: '発送待ちの教材はありません',
      shipped: '配送中の教材はありません',
      delivered: '配達済みの教材はまだありません',
    },
    course: 'コース {{id}}',
    learner: '受講者',
    address: '住所',
    noAddress: '住所なし',
    stateLabel: '状態',
    carrier: '配送業者',
    trackingNumber: '追跡番号',
    shippedAt: '発送日',
    deliveredAt: '配達日',
    ship: '発送済みにする',
    shipping: '保存中…',
    deliver: '配達済みにする',
    delivering: '保存中…',
    required: '配送業者と追跡番号を入力してください。',
    invalid: '配送業者と追跡番号を確認してください（英字、数字、スペース、ピリオド、スラッシュ、ハイフン）。',
    failed: '保存できませんでした。もう一度お試しください。',
    conflict: {
      preparing: 'この教材は別のオペレーターがすでに発送済みにしました。',
      shipped: 'この教材はすでに配達済みです。',
      delivered: 'この教材はすでに配達済みです。',
    },
    pages: '配送一覧のページ',
    previous: '前へ',
    next: '次へ',
    page: '{{n}} ページ',
  },
} satisfies typeof en;
