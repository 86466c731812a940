import type en from './en.ts';

/** The reviews section's strings: the list, the filter and hiding with a reason. */
export default {
  reviews: {
    title: '评价',
    intro:
      '学员对老师和课程的评价，最新的在前。违反规则的评价（留联系方式、辱骂、与课程无关）可填写原因后隐藏：它会立即从所有页面和评分中移除。隐藏与恢复都会写入操作日志。',
    filterLabel: '显示哪些评价',
    filter: {
      all: '全部',
      shown: '显示中',
      hidden: '已隐藏',
    },
    none: '这里没有评价',
    itemTitle: '#{{id}} · {{stars}}★ · {{subject}}',
    shown: '显示中',
    hidden: '已隐藏',
    reply: '回复：',
    hiddenBecause: '隐藏原因：',
    reasonLabel: '隐藏原因（会记录在操作日志中）',
    reasonRequired: '请说明隐藏原因',
    hide: '隐藏评价',
    unhide: '恢复显示',
    changedMeanwhile: '另一位运营人员刚刚修改了这条评价，列表已更新。',
    failed: '操作失败，请重试。',
    pager: {
      label: '评价分页',
      previous: '上一页',
      next: '下一页',
      page: '第 {{page}} 页',
    },
  },
} satisfies typeof en;
