/** The centre frame's strings: its name, navigation and the operators-only state. */
export default {
  frame: {
    title: 'Service centre',
    name: 'Service centre',
    heading: 'Service centre',
    intro:
      'Look people up, credit or deduct their wallets, answer refunds and disputes, manage coupons, textbooks, companies and teacher payouts. Every action is written to the audit log.',
    signedInAs: 'Signed in as {{name}}',
    navLabel: 'Service centre sections',
    nav: {
      people: 'People',
      refunds: 'Refunds',
      textbooks: 'Textbooks',
      coupons: 'Coupons',
      companies: 'Companies',
      payouts: 'Payouts',
      disputes: 'Disputes',
      reviews: 'Reviews',
      reports: 'Reports',
      audit: 'Audit log',
      support: 'Support',
    },
    operatorsOnly: 'For operators only',
    operatorsOnlyText:
      'The service centre is where the platform’s operators look after accounts, money and support. Sign in with an operator account to use it.',
    notFound: 'Not found',
    notFoundText: "Nothing has this id. Look it up from the centre's sections.",
    signIn: 'Sign in',
  },
};
