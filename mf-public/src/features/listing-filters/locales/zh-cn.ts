import type listingFiltersEn from './en.ts';

const listingFilters: typeof listingFiltersEn = {
  listingFilters: {
    title: '筛选',
    withCount: '{{label}}（{{count}}）',
    price: '每节课价格（{{currency}}）',
    coursePrice: '课程价格（{{currency}}）',
    priceMin: '最低',
    priceMax: '最高',
    days: '空闲日',
    classDays: '上课日',
    parts: '时段',
    partNames: {
      morning: '上午（6–12 点）',
      afternoon: '下午（12–18 点）',
      evening: '晚上（18–24 点）',
      night: '夜间（0–6 点）',
    },
    zoneHint: '未来 14 天内，按 {{zone}} 的时间。',
    classZoneHint: '之后各次课的时间，按 {{zone}} 计。',
    yourZone: '你的时区',
    native: '母语',
    speaks: '还会说',
    gender: '老师',
    genders: { female: '女老师', male: '男老师' },
    rating: '评分',
    ratingFloor: '{{value}} 星及以上',
    any: '不限',
    apply: '查看老师',
    applyCourses: '查看课程',
    clear: '清除筛选',
  },
};
export default listingFilters;
