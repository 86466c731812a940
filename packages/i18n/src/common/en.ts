/** The `common` namespace: words every part of the site uses. English is the fallback and the type. */
const common = {
  notFound: {
    title: 'Page not found',
    message: 'This page could not be found.',
    backHome: 'Back to the homepage',
  },
  error: {
    title: 'Something went wrong',
    status: 'Error {{status}}',
    unknownMiddleware: 'Unknown middleware',
    backHome: 'Back to the homepage',
    reload: 'Reload the page',
  },
  remote: {
    title: 'This part of the site is not available right now',
    message: 'We could not load it. Please check your connection and try again.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  /** A page whose data could not be loaded (LoadFailed in @hanyu/ui). */
  states: {
    loadFailedTitle: 'This page could not be loaded',
    loadFailedText: 'Please check your connection and try again.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  loading: 'Loading…',
  copyFailed: 'Your browser does not support it, please copy it manually',
  uploadFailed: 'Upload failed, please try again',
  editFailed: 'Edit failed, please try again',
  /** Video learning's refusals (SPEC §8; the API's codes 20401–20403). */
  videoLearning: {
    sequence: 'Please complete the previous courses in sequence first',
    reportTooLong:
      'This progress report claims more of the clip than could have been played since the last one',
    answersMismatch: "The answers must answer each of the practice's questions once",
  },
  /** What a buyer reads when paying, cancelling or applying a coupon fails (SPEC §5, §8; the API's codes 20101–20117). */
  orderMessages: {
    couponExpired: 'The coupon has expired',
    couponNotApplicable: 'The coupon is not valid for this course or does not exist',
    couponMinimumAmount: 'The coupon requires a minimum amount of {{value}}',
    couponUseLimit: 'The coupon has reached its per-user use limit of {{value}}',
    couponNewUsersOnly: 'The coupon is for the first purchase by new users only',
    purchaseLimit: 'The number of courses you have purchased exceeds the limit',
    outOfStock: 'Not enough remaining courses',
    classFull: 'The class is full',
    classClosed: 'This class is no longer open for enrolment',
    alreadyEnrolled: 'You already have a seat in this class',
    singleQuantity: 'This course is bought one at a time',
    courseNotForSale: 'This course is not yet available',
    notEnoughBalance: 'Not enough balance, {{value}} missing',
    companyBalanceShort: 'Not enough company balance, please contact the service centre',
    nonBalancePayment: 'Does not support non-balance payments',
    notAwaitingPayment: 'The order is not awaiting payment',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
    payFailed: 'The payment could not be completed. Please try again.',
    cancelFailed: 'The order could not be cancelled. Please try again.',
  },
  close: 'Close',
};
export default common;
export type CommonResources = typeof common;
