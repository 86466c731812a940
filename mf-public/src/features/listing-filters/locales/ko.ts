import type listingFiltersEn from './en.ts';

const listingFilters: typeof listingFiltersEn = {
  listingFilters: {
    title: '필터',
    withCount: '{{label}} ({{count}})',
    price: '수업 1회 가격 ({{currency}})',
    coursePrice: '코스 가격 ({{currency}})',
    priceMin: '최소',
    priceMax: '최대',
    days: '가능한 요일',
    classDays: '수업 요일',
    parts: '시간대',
    partNames: {
      morning: '오전 (6–12시)',
      afternoon: '오후 (12–18시)',
      evening: '저녁 (18–24시)',
      night: '새벽 (0–6시)',
    },
    zoneHint: '앞으로 14일 동안, {{zone}} 기준 시간입니다.',
    classZoneHint: '앞으로의 수업 시간, {{zone}} 기준입니다.',
    yourZone: '내 시간대',
    native: '모국어',
    speaks: '구사 언어',
    gender: '선생님',
    genders: { female: '여성', male: '남성' },
    rating: '평점',
    ratingFloor: '별 {{value}}개 이상',
    any: '전체',
    apply: '선생님 보기',
    applyCourses: '코스 보기',
    clear: '필터 지우기',
  },
};
export default listingFilters;
