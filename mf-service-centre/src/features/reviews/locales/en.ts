/** The reviews section's strings: the list, the filter and hiding with a reason. */
export default {
  reviews: {
    title: 'Reviews',
    intro:
      'What learners wrote about teachers and courses, newest first. Hide a review that breaks the rules (contact details, insults, not about the lesson) with a reason: it leaves every page and the ratings at once. Both hiding and showing again are written to the audit log.',
    filterLabel: 'Which reviews',
    filter: {
      all: 'All',
      shown: 'Shown',
      hidden: 'Hidden',
    },
    none: 'No reviews here',
    itemTitle: '#{{id}} · {{stars}}★ · {{subject}}',
    shown: 'Shown',
    hidden: 'Hidden',
    reply: 'Reply:',
    hiddenBecause: 'Hidden because:',
    reasonLabel: 'Why hide it (the reason is kept in the audit log)',
    reasonRequired: 'Say why the review is hidden',
    hide: 'Hide the review',
    unhide: 'Show it again',
    changedMeanwhile: 'Another operator changed this review meanwhile; the list is up to date now.',
    failed: 'That did not work. Please try again.',
    pager: {
      label: 'Pages of reviews',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
  },
};
