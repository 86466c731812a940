import type en from './en.ts';

export default {
  reviews: {
    title: '评价',
    nav: '评价',
    summary_one: '评分 {{average}}（满分 5 分），共 {{count}} 条评价',
    summary_other: '评分 {{average}}（满分 5 分），共 {{count}} 条评价',
    none: '暂无评价。课程完成后学员即可评价。',
    itemTitle: '{{name}} · {{course}}',
    stars_one: '{{count}} 星',
    stars_other: '{{count}} 星',
    yourReply: '您的回复：',
    replyLabel: '回复（仅一次；学员会收到通知，所有人都能在评价下方看到）',
    replyRequired: '请填写回复',
    send: '发布回复',
    alreadyReplied: '您已经回复过这条评价',
    failed: '回复发送失败，请重试。',
    pager: {
      label: '评价分页',
      previous: '上一页',
      next: '下一页',
      page: '第 {{page}} 页',
    },
  },
} satisfies typeof en;
