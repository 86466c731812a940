import type en from './en.ts';

const strings: typeof en = {
  audit: {
    title: '監査ログ',
    heading: '監査ログ',
    personId: 'ユーザー ID',
    filter: '表示',
    everyone: '全員分',
    empty: 'まだ記録はありません。',
    newest: '最新',
    older: '以前',
    when: '日時',
    operator: '運営スタッフ',
    action: '操作',
    subject: '対象',
    reason: '理由',
    change: '変更前 → 変更後',
  },
};
export default strings;
