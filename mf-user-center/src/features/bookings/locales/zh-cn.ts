import type en from './en.ts';

export default {
  reschedule: {
    open: '改期',
    movesLeft: '剩余改期次数：{{count}}/{{max}}',
    noMovesLeft: '这节课已改期两次，不能再改期。',
    heading: '调整上课时间',
    intro: '请选择与{{teacher}}的新上课时间。课程、时长和价格不变。',
    times: '可选时间（您的时区）',
    loading: '正在加载可选时间…',
    none: '未来两周没有可选时间。',
    confirm: '确认改期',
    moving: '正在改期…',
    close: '保留原时间',
    chooseFirst: '请选择新的时间。',
    moved: '课程已改期，新的时间已通过邮件发送给您和老师。',
    tooLate: '课程需在开始前至少 2 小时改期。',
    limit: '这节课已经改期两次。',
    taken: '这个时间已不可选，请选择其他时间。',
    movedMeanwhile: '这节课刚刚已被改期，下面显示的是新的时间。',
    failed: '改期未成功，请重试。',
    byAssistant: '这门课程由助教老师安排预约，如需改期请联系我们。',
    loadFailed: '无法加载可选时间，请重试。',
  },
} satisfies typeof en;
