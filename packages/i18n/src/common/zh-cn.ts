import type { CommonResources } from './en.ts';

const common: CommonResources = {
  notFound: { title: '页面不存在', message: '找不到该页面。', backHome: '返回首页' },
  error: {
    title: '出错了',
    status: '错误 {{status}}',
    unknownMiddleware: '未知的中间件',
    backHome: '返回首页',
    reload: '重新加载',
  },
  remote: {
    title: '这部分内容暂时无法显示',
    message: '加载失败，请检查网络后重试。',
    retry: '重试',
    retrying: '正在重试…',
  },
  loading: '加载中…',
  copyFailed: '您的浏览器不支持，请手动复制',
  uploadFailed: '上传失败，请重试',
  editFailed: '修改失败，请重试',
  videoLearning: {
    sequence: '请先按顺序完成前面的课程',
    reportTooLong: '本次进度报告的播放时长超过了距上次报告以来可能播放的时长',
    answersMismatch: '请为练习的每道题各作答一次',
  },
  close: '关闭',
};
export default common;
