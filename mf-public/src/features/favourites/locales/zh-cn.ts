import type en from './en.ts';

const favourites: typeof en = {
  favourites: {
    toggle: {
      save: '将{{name}}加入收藏',
      saveShort: '收藏',
      saved: '已收藏',
      failed: '收藏失败，请重试。',
    },
    message: '给老师发消息',
  },
};
export default favourites;
