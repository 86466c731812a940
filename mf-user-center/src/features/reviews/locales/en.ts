/** The learner's reviews page's strings (user/reviews), under their own key of the `userCenter` namespace. */
export default {
  reviews: {
    heading: 'My reviews',
    menu: 'My reviews',
    intro:
      'Review the teacher of a lesson you took, a group class once it has finished or a video course once you have watched half of it. You can edit a review for 7 days; the teacher may reply once.',
    empty: {
      title: 'Nothing to review yet',
      text: 'After your first lesson you can say here how it went.',
    },
    itemTitle: '{{course}} with {{teacher}}',
    lesson: 'Lesson',
    course: 'Whole course',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    starsLabel: 'Your rating',
    textLabel: 'Your review',
    languageLabel: 'Written in',
    submit: 'Publish the review',
    save: 'Save the changes',
    edit: 'Edit',
    editableUntil: 'You can edit it until',
    hidden: 'An operator hid this review: it is not shown on the site.',
    reply: 'Reply:',
    starsRequired: 'Choose from 1 to 5 stars',
    textRequired: 'Write a few words',
    tooLate: 'A review can be edited only within 7 days of writing it',
    failed: 'Could not save the review. Please try again.',
  },
};
