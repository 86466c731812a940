/** The textbook queue's strings. */
export default {
  textbooks: {
    title: 'Textbooks',
    intro:
      'Printed textbooks of courses that include one, on their way to learners. Ship the oldest first; the learner is mailed at each step.',
    tabsLabel: 'Delivery states',
    state: {
      preparing: 'To ship',
      shipped: 'Shipped',
      delivered: 'Delivered',
    },
    none: {
      preparing: 'Nothing waits to ship',
      shipped: 'Nothing is on its way',
      delivered: 'Nothing delivered yet',
    },
    course: 'Course {{id}}',
    learner: 'Learner',
    address: 'Address',
    noAddress: 'No address',
    stateLabel: 'State',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    shippedAt: 'Shipped',
    deliveredAt: 'Delivered',
    ship: 'Mark shipped',
    shipping: 'Saving…',
    deliver: 'Mark delivered',
    delivering: 'Saving…',
    required: 'Give the carrier and the tracking number.',
    invalid: 'Check the carrier and the tracking number (letters, digits, spaces, dots, slashes or hyphens).',
    failed: 'This could not be saved. Please try again.',
    conflict: {
      preparing: 'Another operator has shipped this textbook already.',
      shipped: 'This textbook was already marked delivered.',
      delivered: 'This textbook was already marked delivered.',
    },
    pages: 'Pages of deliveries',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{n}}',
  },
};
