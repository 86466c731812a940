import type en from './en.ts';

const strings: typeof en = {
  favourites: {
    heading: '我的收藏',
    menu: '我的收藏',
    teachers: '老师',
    courses: '课程',
    noTeachers: '还没有收藏老师。',
    noCourses: '还没有收藏课程。',
    empty: {
      title: '还没有收藏',
      text: '点击老师或课程上的爱心，就能在这里再次找到它们。',
      action: '找老师',
    },
    kinds: { live: '一对一直播课', group: '小班直播课', video: '视频课程' },
    withTeacher: '授课老师：{{name}}',
    remove: '移除',
    removeNamed: '从收藏中移除{{name}}',
    removeFailed: '移除失败，请重试。',
  },
};
export default strings;
