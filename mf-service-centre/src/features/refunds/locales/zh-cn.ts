import type en from './en.ts';

export default {
  refunds: {
    title: '退款',
    intro:
      '学员可在支付后 30 天内为已支付的订单申请退款（退款保证）。通过后，未使用的部分退回原支付钱包（账单类型 5），之后的课程取消，课程关闭；学员会在订单页和邮件中看到您的回复。',
    none: '暂无退款申请',
    itemTitle: '#{{id}} · 订单 {{order}} · {{course}}',
    state: {
      open: '待处理',
      approved: '已通过',
      declined: '已拒绝',
    },
    askedAt: '申请于',
    paid: '已支付',
    companyPaid: '公司支付',
    used: '已使用',
    refundable: '通过后退回',
    refunded: '已退回',
    reason: '理由',
    reply: '回复',
    usage: {
      minutes: '已用 {{used}} / {{granted}} 分钟',
      ahead_one: '之后还有 {{count}} 节课（通过后取消）',
      ahead_other: '之后还有 {{count}} 节课（通过后取消）',
      classOpened: '班级已开课',
      classNotOpened: '班级尚未开课',
      video: '已完成 {{percent}}% 的视频',
      textbookShipped: '纸质教材已寄出（不退款）',
    },
    replyLabel: '回复学员',
    replyRequired: '请填写回复，学员会看到。',
    approve: '通过，退回 {{amount}}',
    decline: '拒绝',
    alreadyDecided: '另一位客服已处理了这个申请。',
    failed: '未能保存处理结果，请重试。',
  },
} satisfies typeof en;
