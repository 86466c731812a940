import type en from './en.ts';

const strings: typeof en = {
  frame: {
    title: 'サービスセンター',
    name: 'サービスセンター',
    heading: 'サービスセンター',
    intro:
      'ユーザーの検索、ウォレットへの入金・差し引き、返金や異議への対応、クーポン・教材・法人・講師への支払いの管理ができます。すべての操作は監査ログに記録されます。',
    signedInAs: '{{name}} としてログイン中',
    navLabel: 'サービスセンターのメニュー',
    nav: {
      people: 'ユーザー',
      refunds: '返金',
      textbooks: '教材',
      coupons: 'クーポン',
      companies: '法人',
      payouts: '講師への支払い',
      disputes: '異議申し立て',
      reviews: 'レビュー',
      reports: '通報',
      audit: '監査ログ',
      support: 'サポート',
    },
    operatorsOnly: '運営スタッフ専用',
    operatorsOnlyText:
      'サービスセンターは、運営スタッフがアカウント・お金・サポートを管理する場所です。運営スタッフのアカウントでログインしてください。',
    notFound: '見つかりません',
    notFoundText: 'この ID のデータはありません。センターの各メニューから探してください。',
    signIn: 'ログイン',
  },
};
export default strings;
