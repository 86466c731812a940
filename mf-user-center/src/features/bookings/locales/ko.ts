import type en from './en.ts';

export default {
  reschedule: {
    open: '일정 변경',
    movesLeft: '남은 변경 횟수: {{count}}/{{max}}',
    noMovesLeft: '이 수업은 이미 두 번 변경되어 더 이상 변경할 수 없습니다.',
    heading: '수업 시간 변경',
    intro: '{{teacher}} 선생님과의 새 시작 시간을 선택하세요. 수업, 수업 시간, 가격은 그대로입니다.',
    times: '가능한 시간 (내 시간대)',
    loading: '가능한 시간을 불러오는 중…',
    none: '앞으로 2주 동안 가능한 시간이 없습니다.',
    confirm: '수업 시간 변경',
    moving: '변경 중…',
    close: '현재 시간 유지',
    chooseFirst: '새 시간을 선택하세요.',
    moved: '수업 시간이 변경되었습니다. 새 시간을 나와 선생님에게 이메일로 보냈습니다.',
    tooLate: '수업은 시작 2시간 전까지 변경할 수 있습니다.',
    limit: '이 수업은 이미 두 번 변경되었습니다.',
    taken: '이 시간은 더 이상 가능하지 않습니다. 다른 시간을 선택하세요.',
    movedMeanwhile: '이 수업은 방금 변경되었습니다. 새 시간이 표시됩니다.',
    failed: '수업 시간을 변경하지 못했습니다. 다시 시도해 주세요.',
    byAssistant: '이 과정의 수업은 보조 선생님이 예약합니다. 시간 변경은 문의해 주세요.',
    loadFailed: '가능한 시간을 불러오지 못했습니다. 다시 시도해 주세요.',
  },
} satisfies typeof en;
