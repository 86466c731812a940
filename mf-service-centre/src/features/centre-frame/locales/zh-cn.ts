import type en from './en.ts';

const strings: typeof en = {
  frame: {
    title: '服务中心',
    name: '服务中心',
    heading: '服务中心',
    intro:
      '查找用户，为其钱包充值或扣款，处理退款和争议，管理优惠券、教材、企业和教师结算。每项操作都会记入审计日志。',
    signedInAs: '当前登录：{{name}}',
    navLabel: '服务中心栏目',
    nav: {
      people: '用户',
      refunds: '退款',
      textbooks: '教材',
      coupons: '优惠券',
      companies: '企业',
      payouts: '结算',
      disputes: '争议',
      reviews: '评价',
      reports: '举报',
      audit: '审计日志',
      support: '客服',
    },
    operatorsOnly: '仅限运营人员',
    operatorsOnlyText: '服务中心供平台运营人员管理账户、资金和客服。请使用运营人员账号登录后使用。',
    notFound: '未找到',
    notFoundText: '没有此 ID 的记录。请从服务中心的栏目中查找。',
    signIn: '登录',
  },
};
export default strings;
