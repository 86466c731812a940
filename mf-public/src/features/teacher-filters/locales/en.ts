/** The teacher listing's filters (issue 29), the `teacherFilters` key of the `public` namespace. */
const teacherFilters = {
  teacherFilters: {
    title: 'Filters',
    withCount: '{{label}} ({{count}})',
    price: 'Price of a lesson ({{currency}})',
    priceMin: 'From',
    priceMax: 'Up to',
    days: 'Free on',
    parts: 'At',
    partNames: {
      morning: 'Morning (6–12)',
      afternoon: 'Afternoon (12–18)',
      evening: 'Evening (18–24)',
      night: 'Night (0–6)',
    },
    zoneHint: 'In the next 14 days, times in {{zone}}.',
    yourZone: 'your time zone',
    native: 'Native language',
    speaks: 'Also speaks',
    gender: 'Teacher',
    genders: { female: 'Female', male: 'Male' },
    rating: 'Rating',
    ratingFloor: '{{value}} stars and up',
    any: 'Any',
    apply: 'Show teachers',
    clear: 'Clear filters',
  },
};
export default teacherFilters;
