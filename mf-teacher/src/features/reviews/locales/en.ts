/** The teaching centre's reviews page's strings (teach/reviews), under their own key of the `teacher` namespace. */
export default {
  reviews: {
    title: 'Reviews',
    nav: 'Reviews',
    summary_one: 'Rated {{average}} out of 5 from {{count}} review',
    summary_other: 'Rated {{average}} out of 5 from {{count}} reviews',
    none: 'No reviews yet. Learners can review a lesson once it is complete.',
    itemTitle: '{{name}} · {{course}}',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    yourReply: 'Your reply:',
    replyLabel: 'Reply (once; the learner is told, and everyone reads it under the review)',
    replyRequired: 'Write your reply',
    send: 'Publish the reply',
    alreadyReplied: 'You have already replied to this review',
    failed: 'Could not send the reply. Please try again.',
    pager: {
      label: 'Pages of reviews',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
  },
};
