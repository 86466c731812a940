import type en from './en.ts';

export default {
  disputes: {
    title: { list: '이의 제기', one: '이의 제기', oneWithId: '이의 제기 #{{id}}' },
    intro:
      '학생과 선생님은 수업 종료 후 48시간 안에 수업이 인정된 방식(불참, 진행 완료)에 이의를 제기할 수 있습니다. 처리 대기 중인 건이 먼저 표시되며, 처리될 때까지 정산에서 해당 수업은 보류됩니다.',
    none: '아직 이의 제기가 없습니다',
    itemTitle: '#{{id}} · {{teacher}} 선생님과 {{learner}}',
    lessonAt: '수업',
    raisedBy: { learner: '학생 {{name}}의 이의 제기', teacher: '선생님 {{name}}의 이의 제기' },
    raisedByLabel: '제기한 사람',
    raisedAt: '제기 일시',
    reason: '사유',
    resolution: '처리 결과',
    state: { open: '대기 중', upheld: '인정', rejected: '기각' },
    side: { learner: '학생', teacher: '선생님' },
    outcome: { teacher_no_show: '선생님 불참', learner_no_show: '학생 불참' },
    lesson: '수업',
    when: '일시',
    minutes_one: '{{count}}분',
    minutes_other: '{{count}}분',
    teacher: '선생님',
    learner: '학생',
    status: '인정 방식',
    lessonStatus: { booked: '예약됨', complete: '진행됨', cancelled: '진행되지 않음' },
    value: '금액',
    summary: '선생님의 수업 요약',
    attendance: '강의실 출석 기록',
    person: '사람',
    joined: '입장',
    left: '퇴장',
    notLeft: '기록 없음',
    role: { teacher: '선생님', learner: '학생', assistant: '보조 교사' },
    noAttendance: '아무도 강의실에 입장하지 않았습니다.',
    allOfLesson: '이 수업의 모든 이의 제기',
    back: '모든 이의 제기',
    resolve: '처리',
    upholdMeans: {
      learner:
        '인정하면 수업은 진행되지 않은 것으로 처리됩니다. 학생의 수업 시간이 돌아가고 선생님의 수업료는 취소됩니다.',
      teacher:
        '인정하면 수업은 진행된 것으로 처리됩니다. 학생의 수업 시간이 다시 차감되고 선생님에게 수업료가 지급됩니다.',
    },
    resolutionLabel: '처리 결과 (양쪽 모두 보고 메일로 받습니다)',
    resolutionRequired: '양쪽이 읽을 처리 결과를 작성하세요.',
    uphold: '인정',
    reject: '기각',
    alreadyResolved: '다른 운영자가 방금 이 이의 제기를 처리했습니다.',
    notReversible:
      '지금은 이 이의 제기를 인정할 수 없습니다. 학생의 수업 시간이 이미 사용되었거나, 선생님의 수업료가 이미 지급되었거나, 그 시간에 다른 수업이 있습니다.',
    failed: '이의 제기를 처리하지 못했습니다. 다시 시도해 주세요.',
  },
} satisfies typeof en;
