import type en from './en.ts';

const strings: typeof en = {
  audit: {
    title: '审计日志',
    heading: '审计日志',
    personId: '用户 ID',
    filter: '显示',
    everyone: '全部用户',
    empty: '暂无记录。',
    newest: '最新',
    older: '更早',
    when: '时间',
    operator: '运营人员',
    action: '操作',
    subject: '对象',
    reason: '原因',
    change: '之前 → 之后',
  },
};
export default strings;
