import type reviewsEn from './en.ts';

const reviews: typeof reviewsEn = {
  reviews: {
    title: '受講者の声',
    courseTitle: 'レビュー',
    none: 'まだレビューはありません。',
    average: '評価 {{average}}（5点満点）',
    count_one: 'レビュー{{value}}件',
    count_other: 'レビュー{{value}}件',
    distribution: '星の数ごとのレビュー',
    starsCount: '星{{stars}}つ：{{count}}件',
    stars_one: '星{{count}}つ',
    stars_other: '星{{count}}つ',
    writtenIn: '{{language}}で書かれています',
    reply: '講師からの返信',
  },
};
export default reviews;
