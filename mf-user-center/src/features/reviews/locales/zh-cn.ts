import type en from './en.ts';

export default {
  reviews: {
    heading: '我的评价',
    menu: '我的评价',
    intro:
      '您可以评价上过课的老师、已结束的小班课，或看完一半的视频课程。评价在 7 天内可以修改；老师可以回复一次。',
    empty: {
      title: '暂时没有可评价的课程',
      text: '上完第一节课后，就可以在这里写下您的感受。',
    },
    itemTitle: '{{course}} · {{teacher}}',
    lesson: '单节课',
    course: '整门课程',
    stars_one: '{{count}} 星',
    stars_other: '{{count}} 星',
    starsLabel: '您的评分',
    textLabel: '您的评价',
    languageLabel: '撰写语言',
    submit: '发布评价',
    save: '保存修改',
    edit: '修改',
    editableUntil: '可修改至',
    hidden: '此评价已被运营人员隐藏，不会在网站上显示。',
    reply: '回复：',
    starsRequired: '请选择 1 到 5 星',
    textRequired: '请写几句话',
    tooLate: '评价只能在撰写后 7 天内修改',
    failed: '评价保存失败，请重试。',
  },
} satisfies typeof en;
