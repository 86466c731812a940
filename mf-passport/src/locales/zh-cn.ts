import type { PassportResources } from './en.ts';

const passportStrings: PassportResources = {
  title: {
    login: '登录',
    register: '注册',
    reset: '重置密码',
    logout: '退出登录',
    resetPassword: '设置新密码',
    callback: '正在登录',
  },
  lead: {
    login: '欢迎回来。登录后即可预约课程、查看课表。',
    register: '免费创建账号，预约你的试听课。',
    reset: '请输入注册时使用的邮箱，我们会发送一个设置新密码的链接。',
  },
  dialog: {
    close: '关闭',
  },
  fields: {
    email: '邮箱',
    password: '密码',
    emailPlaceholder: 'you@example.com',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  login: {
    submit: '登录',
    forgot: '忘记密码？',
    noAccount: '还没有账号？',
    toRegister: '立即注册',
    success: '登录成功',
  },
  register: {
    submit: '创建账号',
    termsBefore: '我已阅读并同意',
    termsLink: '用户协议',
    haveAccount: '已有账号？',
    toLogin: '登录',
    success: '注册成功',
  },
  reset: {
    submit: '发送链接',
    backToLogin: '返回登录',
    sent: '重置密码的链接已发送到你的邮箱',
    success: '密码重置成功',
  },
  social: {
    or: '或',
    google: '使用 Google 登录',
    facebook: '使用 Facebook 登录',
  },
  errors: {
    emailRequired: '请输入邮箱',
    emailFormat: '邮箱格式有误',
    wrongCredentials: '邮箱账号或密码错误',
    termsRequired: '请阅读并同意用户协议',
    passwordRequired: '请输入密码',
    emailExists: '该账号已存在',
    registerFailed: '注册失败，请重试。',
    emailUnregistered: '你输入的邮箱尚未注册或无效',
    linkExpired: '链接已超时，请重试',
    tooManyRequests: '尝试次数过多，请稍后再试。',
    unavailable: '出了点问题，请重试。',
    oauthFailed: '登录失败，请重试。',
    oauthUnavailable: '暂不支持这种登录方式',
    oauthCancelled: '登录已取消。',
  },
  resetPage: {
    lead: '请设置新密码。所有设备上的登录都会退出，之后请用新密码重新登录。',
    newPassword: '新密码',
    submit: '保存新密码',
    expiredLead: '重置链接只能使用一次，有效期 60 分钟。请重新获取，并使用最新的一封邮件。',
    requestAgain: '重新发送链接',
    successLead: '请用新密码登录。',
    toLogin: '登录',
  },
  callback: {
    inProgress: '正在为你登录…',
    backToLogin: '返回登录',
  },
  logout: {
    inProgress: '正在退出登录…',
  },
};

export default passportStrings;
