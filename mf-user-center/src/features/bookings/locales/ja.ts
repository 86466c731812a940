import type en from './en.ts';

export default {
  reschedule: {
    open: '日時を変更',
    movesLeft: '残りの変更回数：{{count}}/{{max}}',
    noMovesLeft: 'このレッスンはすでに2回変更したため、これ以上変更できません。',
    heading: 'レッスンの日時を変更',
    intro: '{{teacher}}との新しい開始時刻を選んでください。レッスン内容・時間・料金は変わりません。',
    times: '空いている時間（あなたのタイムゾーン）',
    loading: '空き時間を読み込み中…',
    none: '今後2週間に空き時間はありません。',
    confirm: 'レッスンを変更する',
    moving: '変更中…',
    close: '今の日時のままにする',
    chooseFirst: '新しい時間を選んでください。',
    moved: 'レッスンの日時を変更しました。新しい日時をあなたと講師にメールで送りました。',
    tooLate: 'レッスンの変更は開始の2時間前までです。',
    limit: 'このレッスンはすでに2回変更されています。',
    taken: 'この時間は空いていません。別の時間を選んでください。',
    movedMeanwhile: 'このレッスンはたった今変更されました。新しい日時を表示しています。',
    failed: 'レッスンを変更できませんでした。もう一度お試しください。',
    loadFailed: '空き時間を読み込めませんでした。もう一度お試しください。',
  },
} satisfies typeof en;
