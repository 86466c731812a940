/** Strings of reviews on the teacher and course pages (mf-public), under their own key of the `public` namespace. */
const reviews = {
  reviews: {
    title: 'What learners say',
    courseTitle: 'Reviews',
    none: 'No reviews yet.',
    average: 'Rated {{average}} out of 5',
    count_one: '{{value}} review',
    count_other: '{{value}} reviews',
    distribution: 'Reviews by stars',
    starsCount: '{{stars}} stars: {{count}}',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    writtenIn: 'Written in {{language}}',
    reply: "Teacher's reply",
  },
};
export default reviews;
