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
  close: 'Close',
};
export default common;
export type CommonResources = typeof common;
