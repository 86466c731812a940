/** The audit log's page, and the columns of its rows wherever they are shown. */
export default {
  audit: {
    title: 'Audit log',
    heading: 'Audit log',
    personId: 'Person id',
    filter: 'Show',
    everyone: 'Everyone’s',
    empty: 'Nothing recorded yet.',
    newest: 'Newest',
    older: 'Older',
    when: 'When',
    operator: 'Operator',
    action: 'Action',
    subject: 'Subject',
    reason: 'Reason',
    change: 'Before → after',
  },
};
