import type reviewsEn from './en.ts';

const reviews: typeof reviewsEn = {
  reviews: {
    title: '수강생 후기',
    courseTitle: '후기',
    none: '아직 후기가 없습니다.',
    average: '평점 {{average}}점(5점 만점)',
    count_one: '후기 {{value}}개',
    count_other: '후기 {{value}}개',
    distribution: '별점별 후기 수',
    starsCount: '별 {{stars}}개: {{count}}개',
    stars_one: '별 {{count}}개',
    stars_other: '별 {{count}}개',
    writtenIn: '{{language}}로 작성됨',
    reply: '선생님의 답변',
  },
};
export default reviews;
