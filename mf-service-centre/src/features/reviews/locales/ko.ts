import type en from './en.ts';

/** The reviews section's strings: the list, the filter and hiding with a reason. */
export default {
  reviews: {
    title: '후기',
    intro:
      '수강생이 선생님과 강좌에 대해 쓴 후기입니다(최신순). 규칙을 어긴 후기(연락처, 욕설, 수업과 무관한 내용)는 이유를 적어 숨길 수 있으며, 모든 페이지와 평점에서 바로 빠집니다. 숨기기와 다시 표시하기는 모두 감사 로그에 기록됩니다.',
    filterLabel: '표시할 후기',
    filter: {
      all: '전체',
      shown: '표시 중',
      hidden: '숨김',
    },
    none: '여기에는 후기가 없습니다',
    itemTitle: '#{{id}} · {{stars}}★ · {{subject}}',
    shown: '표시 중',
    hidden: '숨김',
    reply: '답변:',
    hiddenBecause: '숨긴 이유:',
    reasonLabel: '숨기는 이유(감사 로그에 남습니다)',
    reasonRequired: '후기를 숨기는 이유를 적어 주세요',
    hide: '후기 숨기기',
    unhide: '다시 표시',
    changedMeanwhile: '다른 운영자가 방금 이 후기를 변경했습니다. 목록을 새로 고쳤습니다.',
    failed: '실패했습니다. 다시 시도해 주세요.',
    pager: {
      label: '후기 페이지',
      previous: '이전',
      next: '다음',
      page: '{{page}}페이지',
    },
  },
} satisfies typeof en;
