import type en from './en.ts';

const strings: typeof en = {
  favourites: {
    heading: 'お気に入り',
    menu: 'お気に入り',
    teachers: '講師',
    courses: 'コース',
    noTeachers: '保存した講師はまだいません。',
    noCourses: '保存したコースはまだありません。',
    empty: {
      title: 'まだ何も保存していません',
      text: '講師やコースのハートを押すと、ここでまた見つけられます。',
      action: '講師を探す',
    },
    kinds: { live: 'マンツーマンライブ', group: '少人数ライブ', video: '動画コース' },
    withTeacher: '講師：{{name}}',
    remove: '削除',
    removeNamed: '{{name}}をお気に入りから削除',
    removeFailed: '削除できませんでした。もう一度お試しください。',
  },
};
export default strings;
