import type en from './en.ts';

export default {
  reviews: {
    heading: '내 후기',
    menu: '내 후기',
    intro:
      '수강한 수업의 선생님, 끝난 그룹 수업, 절반 이상 본 동영상 강좌에 후기를 남길 수 있습니다. 후기는 7일 동안 수정할 수 있고, 선생님은 한 번 답변할 수 있습니다.',
    empty: {
      title: '아직 후기를 남길 수업이 없습니다',
      text: '첫 수업이 끝나면 여기에서 소감을 남길 수 있습니다.',
    },
    itemTitle: '{{course}} · {{teacher}}',
    lesson: '수업',
    course: '강좌 전체',
    stars_one: '별 {{count}}개',
    stars_other: '별 {{count}}개',
    starsLabel: '별점',
    textLabel: '후기',
    languageLabel: '작성 언어',
    submit: '후기 올리기',
    save: '변경 사항 저장',
    edit: '수정',
    editableUntil: '수정 가능 기한',
    hidden: '운영자가 이 후기를 숨겨 사이트에 표시되지 않습니다.',
    reply: '답변:',
    starsRequired: '별을 1~5개 골라 주세요',
    textRequired: '몇 마디 적어 주세요',
    tooLate: '후기는 작성 후 7일 이내에만 수정할 수 있습니다',
    failed: '후기를 저장하지 못했습니다. 다시 시도해 주세요.',
  },
} satisfies typeof en;
