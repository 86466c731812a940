import type en from './en.ts';

/** 举报板块的文字。 */
const strings: typeof en = {
  reports: {
    title: { list: '举报', one: '举报', oneWithId: '举报 #{{id}}' },
    intro:
      '学员可以在第一节课之前给老师发消息；任何一方都可以举报这样的对话。未处理的举报排在前面。可以驳回举报，或禁止该学员再向未上过课的老师发起对话。',
    none: '暂无举报',
    itemTitle: '#{{id}} · {{reporter}} 举报了 {{reported}}',
    state: { open: '待处理', dismissed: '已驳回', blocked: '学员已被禁止' },
    reason: {
      spam: '垃圾信息或广告',
      abuse: '辱骂或冒犯',
      off_platform: '要求在平台外付款或见面',
      other: '其他',
    },
    reasonLabel: '原因',
    note: '备注',
    reporter: '举报人',
    reported: '被举报人',
    learner: '学员',
    teacher: '老师',
    reportedAt: '举报时间',
    resolution: '处理结果',
    learnerBlocked: '已禁止发起课前提问',
    conversation: '对话内容',
    noMessages: '还没有消息。',
    back: '全部举报',
    resolve: '处理',
    blockMeans: '禁止后，该学员不能再向未上过课的老师发起新对话，其他未处理的相关举报也会一并处理。',
    onlyDismiss: '这是学员对老师的举报：只能驳回，不能用来禁止任何人。',
    resolutionLabel: '处理理由（记入审计日志）',
    resolutionRequired: '请填写处理理由。',
    dismiss: '驳回',
    block: '禁止该学员',
    alreadyResolved: '另一位运营人员刚刚处理了这条举报。',
    cannotBlock: '只能禁止发起对话的学员。',
    failed: '举报未能处理，请重试。',
  },
};
export default strings;
