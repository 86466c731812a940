import type en from './en.ts';

export default {
  textbooks: {
    title: '教材',
    intro: '含纸质教材的课程的教材寄送。请先寄出最早的订单；每一步都会邮件通知学员。',
    tabsLabel: '寄送状态',
    state: {
      preparing: '待发货',
      shipped: '已发货',
      delivered: '已送达',
    },
    none: {
      preparing: '没有待发货的教材',
      shipped: '没有运输中的教材',
      delivered: '还没有已送达的教材',
    },
    course: '课程 {{id}}',
    learner: '学员',
    address: '地址',
    noAddress: '没有地址',
    stateLabel: '状态',
    carrier: '快递公司',
    trackingNumber: '运单号',
    shippedAt: '发货日期',
    deliveredAt: '送达日期',
    ship: '标记为已发货',
    shipping: '保存中…',
    deliver: '标记为已送达',
    delivering: '保存中…',
    required: '请填写快递公司和运单号。',
    invalid: '请检查快递公司和运单号（字母、数字、空格、点、斜杠或连字符）。',
    failed: '保存失败，请重试。',
    conflict: {
      preparing: '其他客服已将这本教材标记为已发货。',
      shipped: '这本教材已标记为已送达。',
      delivered: '这本教材已标记为已送达。',
    },
    pages: '寄送列表分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{n}} 页',
  },
} satisfies typeof en;
