import type en from './en.ts';

const strings: typeof en = {
  firstQuestions: {
    refused: {
      dailyLimit: '每天最多可以和 3 位未上过课的老师发起对话，请明天再试。',
      waitForReply: '请等待老师回复：回复之前最多可以发送 10 条消息。',
      blocked: '你已不能再向未上过课的老师发起对话。',
    },
    report: {
      open: '举报',
      lead: '把这段对话告诉客服中心，由运营人员查看并处理。',
      reason: '原因',
      reasons: {
        spam: '垃圾信息或广告',
        abuse: '辱骂或冒犯',
        off_platform: '要求在平台外付款或见面',
        other: '其他',
      },
      note: '备注（可选）',
      send: '提交举报',
      sent: '已举报，客服中心会尽快查看。',
      failed: '举报未能提交，请重试。',
    },
  },
};
export default strings;
