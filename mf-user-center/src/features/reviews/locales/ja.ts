import type en from './en.ts';

export default {
  reviews: {
    heading: 'マイレビュー',
    menu: 'マイレビュー',
    intro:
      '受講したレッスンの講師、終了したグループクラス、半分以上視聴したビデオコースをレビューできます。レビューは7日間編集でき、講師は1回返信できます。',
    empty: {
      title: 'レビューできるものはまだありません',
      text: '最初のレッスンの後、ここで感想を書けます。',
    },
    itemTitle: '{{course}}（{{teacher}}）',
    lesson: 'レッスン',
    course: 'コース全体',
    stars_one: '星{{count}}つ',
    stars_other: '星{{count}}つ',
    starsLabel: '評価',
    textLabel: 'レビュー',
    languageLabel: '使用言語',
    submit: 'レビューを公開',
    save: '変更を保存',
    edit: '編集',
    editableUntil: '編集できる期限',
    hidden: 'このレビューは運営スタッフにより非表示になっており、サイトには表示されません。',
    reply: '返信：',
    starsRequired: '星を1〜5つ選んでください',
    textRequired: 'ひとこと書いてください',
    tooLate: 'レビューは書いてから7日以内しか編集できません',
    failed: 'レビューを保存できませんでした。もう一度お試しください。',
  },
} satisfies typeof en;
