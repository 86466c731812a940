import type en from './en.ts';

const favourites: typeof en = {
  favourites: {
    toggle: {
      save: '{{name}}をお気に入りに保存',
      saveShort: '保存',
      saved: '保存済み',
      failed: '保存できませんでした。もう一度お試しください。',
    },
    message: '講師にメッセージ',
  },
};
export default favourites;
