/**
 * The `passport` namespace: sign-in, registration, password reset and sign-out. English is the fallback
 * and the type of the other languages; the messages of SPEC §5 and §8 are word for word.
 */
const passportStrings = {
  title: {
    login: 'Log in',
    register: 'Sign up',
    reset: 'Reset your password',
    logout: 'Log out',
    resetPassword: 'Set a new password',
    callback: 'Signing in',
  },
  lead: {
    login: 'Welcome back. Log in to book lessons and see your timetable.',
    register: 'Create a free account and book your trial lesson.',
    reset: 'Enter the email you signed up with and we will send you a link to set a new password.',
  },
  dialog: {
    close: 'Close',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    emailPlaceholder: 'you@example.com',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    submit: 'Log in',
    forgot: 'Forgot your password?',
    noAccount: 'New here?',
    toRegister: 'Create an account',
    success: 'Logged in successfully',
  },
  register: {
    submit: 'Create account',
    termsBefore: 'I have read and agree to the',
    termsLink: 'user agreement',
    haveAccount: 'Already have an account?',
    toLogin: 'Log in',
    success: 'Signed up successfully',
  },
  reset: {
    submit: 'Send the link',
    backToLogin: 'Back to log in',
    sent: 'A link to reset your password has been sent to your email',
    success: 'Your password has been reset',
  },
  social: {
    or: 'or',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
  },
  errors: {
    emailRequired: 'Please input your email',
    emailFormat: 'A mistake with your email',
    wrongCredentials: 'Email account or password is wrong',
    termsRequired: 'Please read and agree the user agreement',
    passwordRequired: 'Please input your password',
    emailExists: 'This account exists already',
    registerFailed: 'Fail to sign up, please try it again.',
    emailUnregistered: 'The email you entered has not been registered or invalid',
    linkExpired: 'Time out, please try again',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    unavailable: 'Something went wrong. Please try again.',
    oauthFailed: 'Fail to sign in, please try it again.',
    oauthUnavailable: 'This sign-in method is not available',
    oauthCancelled: 'The sign-in was cancelled.',
  },
  resetPage: {
    lead: 'Choose a new password. You will be signed out on every device and log in again with it.',
    newPassword: 'New password',
    submit: 'Save the new password',
    expiredLead: 'A reset link works once, for 60 minutes. Ask for a new one and use the latest email.',
    requestAgain: 'Send me a new link',
    successLead: 'Log in with your new password to continue.',
    toLogin: 'Log in',
  },
  callback: {
    inProgress: 'Signing you in…',
    backToLogin: 'Back to log in',
  },
  logout: {
    inProgress: 'Logging you out…',
  },
};

export type PassportResources = typeof passportStrings;
export default passportStrings;
