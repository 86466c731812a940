import type en from './en.ts';

const favourites: typeof en = {
  favourites: {
    toggle: {
      save: '{{name}} 즐겨찾기에 저장',
      saveShort: '저장',
      saved: '저장됨',
      failed: '저장하지 못했습니다. 다시 시도해 주세요.',
    },
    message: '선생님에게 메시지 보내기',
  },
};
export default favourites;
