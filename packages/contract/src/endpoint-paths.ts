/**
 * Method and path of every endpoint: all a client needs at run time to call one. Kept apart from the
 * schemas (`endpoints.ts`), which a client uses as types only, so a page does not build every schema of
 * the wire when it loads. `endpoints` takes each entry from here.
 */
export interface EndpointPath {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path parameters are named `:name`. */
  path: string;
}

export const endpointPaths = {
  langs: { method: 'GET', path: '/open/util/langs' },
  langFirst: { method: 'GET', path: '/open/util/lang/first' },
  langLatest: { method: 'GET', path: '/open/util/lang/latest' },
  home: { method: 'GET', path: '/open/home' },
  tags: { method: 'GET', path: '/open/tags' },
  teachers: { method: 'GET', path: '/open/teachers' },
  teacher: { method: 'GET', path: '/open/teachers/:id' },
  courses: { method: 'GET', path: '/open/courses' },
  course: { method: 'GET', path: '/open/courses/:id' },
  search: { method: 'GET', path: '/open/search' },
  pubList: { method: 'GET', path: '/open/pub' },
  pub: { method: 'GET', path: '/open/pub/:id' },
  cmsPage: { method: 'GET', path: '/open/pages/:uri' },
  waihuiTransform: { method: 'GET', path: '/open/waihui/transform' },
  waihuiRates: { method: 'GET', path: '/open/waihui/rates' },
  levelTest: { method: 'GET', path: '/open/level/test' },
  levelResult: { method: 'POST', path: '/open/level/test' },
  currentUser: { method: 'GET', path: '/user/current' },
  updateCurrentUser: { method: 'PUT', path: '/user/current' },
  registerEmail: { method: 'POST', path: '/passport/register/email' },
  loginEmail: { method: 'POST', path: '/passport/login/email' },
  logout: { method: 'DELETE', path: '/passport/logout' },
  sendResetLink: { method: 'POST', path: '/passport/reset/password' },
  checkResetLink: { method: 'GET', path: '/passport/reset/password' },
  resetPassword: { method: 'PUT', path: '/passport/reset/password' },
  oauthUrl: { method: 'GET', path: '/passport/oauth/url' },
  oauthLogin: { method: 'POST', path: '/passport/oauth/login' },
  changePassword: { method: 'PUT', path: '/user/passport/password' },
  orgChildren: { method: 'GET', path: '/user/org/children' },
  createOrgChild: { method: 'POST', path: '/user/org/child' },
  deleteOrgChild: { method: 'DELETE', path: '/user/org/child/:id' },
  createTopUp: { method: 'POST', path: '/user/top-up' },
  topUp: { method: 'GET', path: '/user/top-up/:id' },
  calculateOrder: { method: 'POST', path: '/user/order/calculate' },
  createOrder: { method: 'POST', path: '/user/order' },
  payOrder: { method: 'POST', path: '/user/order/:id/pay' },
  cancelOrder: { method: 'POST', path: '/user/order/:id/cancel' },
  orders: { method: 'GET', path: '/user/orders' },
  order: { method: 'GET', path: '/user/order/:id' },
  balance: { method: 'GET', path: '/user/balance' },
  bills: { method: 'GET', path: '/user/bills' },
  operatorWallet: { method: 'GET', path: '/operator/wallet' },
  creditWallet: { method: 'POST', path: '/operator/wallet/credit' },
  deductWallet: { method: 'POST', path: '/operator/wallet/deduct' },
  createCoupon: { method: 'POST', path: '/operator/coupons' },
  bookableCourses: { method: 'GET', path: '/user/booking/courses' },
  bookingSlots: { method: 'GET', path: '/user/booking/slots' },
  bookLesson: { method: 'POST', path: '/user/lessons' },
  bookTrial: { method: 'POST', path: '/user/lessons/trial' },
  lessons: { method: 'GET', path: '/user/lessons' },
  lesson: { method: 'GET', path: '/user/lessons/:id' },
  cancelLesson: { method: 'POST', path: '/user/lessons/:id/cancel' },
  myTeachers: { method: 'GET', path: '/user/teachers' },
  assistantBookLesson: { method: 'POST', path: '/assistant/lessons' },
  teacherAvailability: { method: 'GET', path: '/teacher/availability' },
  setTeacherAvailability: { method: 'PUT', path: '/teacher/availability' },
  teacherExceptions: { method: 'GET', path: '/teacher/availability/exceptions' },
  addTeacherException: { method: 'POST', path: '/teacher/availability/exceptions' },
  deleteTeacherException: { method: 'DELETE', path: '/teacher/availability/exceptions/:id' },
  teacherLessons: { method: 'GET', path: '/teacher/lessons' },
  completeLesson: { method: 'POST', path: '/teacher/lessons/:id/complete' },
  teacherEarnings: { method: 'GET', path: '/teacher/earnings' },
} as const satisfies Record<string, EndpointPath>;

export type EndpointPaths = typeof endpointPaths;
