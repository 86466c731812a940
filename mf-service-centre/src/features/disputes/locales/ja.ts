import type en from './en.ts';

export default {
  disputes: {
    title: { list: '異議申し立て', one: '異議申し立て', oneWithId: '異議申し立て #{{id}}' },
    intro:
      '生徒と講師は、レッスン終了後 48 時間以内にレッスンの数え方（欠席、実施済み）に異議を申し立てられます。未対応のものが先頭に並び、解決するまで講師への支払いでそのレッスンは保留されます。',
    none: '異議申し立てはまだありません',
    itemTitle: '#{{id}} · {{teacher}} と {{learner}}',
    lessonAt: 'レッスン',
    raisedBy: { learner: '生徒 {{name}} による申し立て', teacher: '講師 {{name}} による申し立て' },
    raisedByLabel: '申し立て者',
    raisedAt: '申し立て日時',
    reason: '理由',
    resolution: '対応内容',
    state: { open: '未対応', upheld: '認容', rejected: '却下' },
    side: { learner: '生徒', teacher: '講師' },
    outcome: { teacher_no_show: '講師の欠席', learner_no_show: '生徒の欠席' },
    lesson: 'レッスン',
    when: '日時',
    minutes_one: '{{count}} 分',
    minutes_other: '{{count}} 分',
    teacher: '講師',
    learner: '生徒',
    status: '扱い',
    lessonStatus: { booked: '予約済み', complete: '実施済み', cancelled: '未実施' },
    value: '金額',
    summary: '講師のレッスンまとめ',
    attendance: '教室の入退室記録',
    person: '人',
    joined: '入室',
    left: '退室',
    notLeft: '記録なし',
    role: { teacher: '講師', learner: '生徒', assistant: 'アシスタント' },
    noAttendance: '誰も教室に入室しませんでした。',
    allOfLesson: 'このレッスンのすべての申し立て',
    back: 'すべての申し立て',
    resolve: '対応する',
    upholdMeans: {
      learner:
        '認容すると、レッスンは未実施として扱われます。生徒のレッスン時間が戻り、講師への報酬は取り消されます。',
      teacher:
        '認容すると、レッスンは実施済みとして扱われます。生徒のレッスン時間を再度消費し、講師に報酬を支払います。',
    },
    resolutionLabel: '対応内容（双方が読み、メールでも届きます）',
    resolutionRequired: '双方が読む対応内容を書いてください。',
    uphold: '認容する',
    reject: '却下する',
    alreadyResolved: '別のオペレーターがこの申し立てに対応したところです。',
    notReversible:
      '今はこの申し立てを認容できません。生徒のレッスン時間がすでに使われたか、講師の報酬が支払済みか、その時間に別のレッスンがあります。',
    failed: '申し立てに対応できませんでした。もう一度お試しください。',
  },
} satisfies typeof en;
