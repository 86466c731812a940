import type listingFiltersEn from './en.ts';

const listingFilters: typeof listingFiltersEn = {
  listingFilters: {
    title: '絞り込み',
    withCount: '{{label}}（{{count}}）',
    price: '1レッスンの料金（{{currency}}）',
    coursePrice: 'コースの料金（{{currency}}）',
    priceMin: '下限',
    priceMax: '上限',
    days: '空いている曜日',
    classDays: '授業のある曜日',
    parts: '時間帯',
    partNames: {
      morning: '朝（6〜12時）',
      afternoon: '昼（12〜18時）',
      evening: '夜（18〜24時）',
      night: '深夜（0〜6時）',
    },
    zoneHint: '今後14日間、{{zone}}の時刻です。',
    classZoneHint: '今後の授業の時刻（{{zone}}）です。',
    yourZone: 'あなたのタイムゾーン',
    native: '母語',
    speaks: '話せる言語',
    gender: '講師',
    genders: { female: '女性', male: '男性' },
    rating: '評価',
    ratingFloor: '星{{value}}以上',
    any: '指定なし',
    apply: '講師を表示',
    applyCourses: 'コースを表示',
    clear: '絞り込みを解除',
  },
};
export default listingFilters;
