/** The refunds section's strings: the requests, what is used and what goes back, and the decision. */
export default {
  refunds: {
    title: 'Refunds',
    intro:
      'Learners ask for a refund of a paid order within 30 days of its payment (the money-back guarantee). An approval gives back what is unused to the wallet that paid (bill type 5), cancels the lessons ahead and closes the course; the learner reads your reply on their order and by email.',
    none: 'No refund requests yet',
    itemTitle: '#{{id}} · order {{order}} · {{course}}',
    state: {
      open: 'Open',
      approved: 'Approved',
      declined: 'Declined',
    },
    askedAt: 'asked',
    paid: 'Paid',
    companyPaid: 'paid by the company',
    used: 'Used',
    refundable: 'An approval gives back',
    refunded: 'Given back',
    reason: 'Reason',
    reply: 'Reply',
    usage: {
      minutes: 'Minutes used: {{used}} of {{granted}}',
      ahead_one: '{{count}} lesson ahead (cancelled by an approval)',
      ahead_other: '{{count}} lessons ahead (cancelled by an approval)',
      classOpened: 'the class has opened',
      classNotOpened: 'the class has not opened yet',
      video: '{{percent}}% of the clips finished',
      textbookShipped: 'printed textbook shipped (not refunded)',
    },
    replyLabel: 'Reply to the learner',
    replyRequired: 'Write a reply: the learner reads it.',
    approve: 'Approve, give back {{amount}}',
    decline: 'Decline',
    alreadyDecided: 'Another operator has decided this request already.',
    failed: 'The decision could not be saved. Try again.',
  },
};
