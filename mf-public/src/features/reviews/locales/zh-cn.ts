import type reviewsEn from './en.ts';

const reviews: typeof reviewsEn = {
  reviews: {
    title: '学员评价',
    courseTitle: '评价',
    none: '暂无评价。',
    average: '评分 {{average}}（满分 5 分）',
    count_one: '{{value}} 条评价',
    count_other: '{{value}} 条评价',
    distribution: '各星级评价数',
    starsCount: '{{stars}} 星：{{count}} 条',
    stars_one: '{{count}} 星',
    stars_other: '{{count}} 星',
    writtenIn: '以{{language}}撰写',
    reply: '老师的回复',
  },
};
export default reviews;
