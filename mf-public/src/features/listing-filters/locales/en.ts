/** The listings' filters (issue 29), the `listingFilters` key of the `public` namespace. */
const listingFilters = {
  listingFilters: {
    title: 'Filters',
    withCount: '{{label}} ({{count}})',
    price: 'Price of a lesson ({{currency}})',
    coursePrice: 'Price of the course ({{currency}})',
    priceMin: 'From',
    priceMax: 'Up to',
    days: 'Free on',
    classDays: 'Meets on',
    parts: 'At',
    partNames: {
      morning: 'Morning (6–12)',
      afternoon: 'Afternoon (12–18)',
      evening: 'Evening (18–24)',
      night: 'Night (0–6)',
    },
    zoneHint: 'In the next 14 days, times in {{zone}}.',
    classZoneHint: 'Times of the coming sessions, in {{zone}}.',
    yourZone: 'your time zone',
    native: 'Native language',
    speaks: 'Also speaks',
    gender: 'Teacher',
    genders: { female: 'Female', male: 'Male' },
    rating: 'Rating',
    ratingFloor: '{{value}} stars and up',
    any: 'Any',
    apply: 'Show teachers',
    applyCourses: 'Show courses',
    clear: 'Clear filters',
  },
};
export default listingFilters;
