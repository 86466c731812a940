import type en from './en.ts';

/** 신고 섹션의 문구. */
const strings: typeof en = {
  reports: {
    title: { list: '신고', one: '신고', oneWithId: '신고 #{{id}}' },
    intro:
      '학습자는 첫 수업 전에 선생님에게 메시지를 보낼 수 있으며, 어느 쪽이든 그 대화를 신고할 수 있습니다. 처리되지 않은 신고가 먼저 표시됩니다. 신고를 기각하거나, 수업한 적 없는 선생님과 대화를 시작하지 못하도록 학습자를 차단하세요.',
    none: '아직 신고가 없습니다',
    itemTitle: '#{{id}} · {{reporter}} 님이 {{reported}} 님을 신고',
    state: { open: '처리 대기', dismissed: '기각됨', blocked: '학습자 차단됨' },
    reason: {
      spam: '스팸 또는 광고',
      abuse: '욕설 또는 불쾌한 내용',
      off_platform: '플랫폼 밖에서 결제나 만남을 요구함',
      other: '기타',
    },
    reasonLabel: '사유',
    note: '메모',
    reporter: '신고자',
    reported: '신고 대상',
    learner: '학습자',
    teacher: '선생님',
    reportedAt: '신고 일시',
    resolution: '처리 결과',
    learnerBlocked: '첫 질문 차단됨',
    conversation: '대화 내용',
    noMessages: '아직 메시지가 없습니다.',
    back: '모든 신고',
    resolve: '처리',
    blockMeans:
      '차단하면 학습자는 수업한 적 없는 선생님과 새 대화를 시작할 수 없으며, 해당 학습자의 다른 처리 대기 신고도 함께 처리됩니다.',
    onlyDismiss: '학습자가 선생님을 신고한 건입니다. 기각만 할 수 있으며 누구도 차단할 수 없습니다.',
    resolutionLabel: '결정 사유 (감사 로그에 기록됨)',
    resolutionRequired: '결정 사유를 입력하세요.',
    dismiss: '기각',
    block: '학습자 차단',
    alreadyResolved: '다른 운영자가 방금 이 신고를 처리했습니다.',
    cannotBlock: '대화를 시작한 학습자만 차단할 수 있습니다.',
    failed: '신고를 처리하지 못했습니다. 다시 시도해 주세요.',
  },
};
export default strings;
