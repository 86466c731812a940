import type en from './en.ts';

export default {
  reviews: {
    title: '후기',
    nav: '후기',
    summary_one: '평점 {{average}}점(5점 만점) · 후기 {{count}}개',
    summary_other: '평점 {{average}}점(5점 만점) · 후기 {{count}}개',
    none: '아직 후기가 없습니다. 수업이 끝나면 수강생이 후기를 남길 수 있습니다.',
    itemTitle: '{{name}} · {{course}}',
    stars_one: '별 {{count}}개',
    stars_other: '별 {{count}}개',
    yourReply: '내 답변:',
    replyLabel: '답변(한 번만 가능하며, 수강생에게 알림이 가고 후기 아래에 공개됩니다)',
    replyRequired: '답변을 적어 주세요',
    send: '답변 올리기',
    alreadyReplied: '이미 이 후기에 답변했습니다',
    failed: '답변을 보내지 못했습니다. 다시 시도해 주세요.',
    pager: {
      label: '후기 페이지',
      previous: '이전',
      next: '다음',
      page: '{{page}}페이지',
    },
  },
} satisfies typeof en;
