import type { ClassroomResources } from './en.ts';

const strings: ClassroomResources = {
  title: {
    room: '在线课堂',
  },
  states: {
    loading: '正在加载课堂…',
    failedTitle: '课堂加载失败',
    failedText: '请检查网络后重试。',
    retry: '重试',
    notYours: '这不是你的课堂',
    notYoursText: '只有本节课的学员、老师和助教可以进入课堂。请确认你登录的账号是否正确。',
    toBookings: '我的预约',
    toTeachingCentre: '教学中心',
  },
  lesson: {
    trial: '免费试听课',
    with: '与 {{name}}',
  },
  early: {
    heading: '课堂尚未开放',
    opensAt: '课堂将于 {{time}} 开放，即上课前 20 分钟。',
    countdownLabel: '距开放还有',
    days_one: '{{count}} 天 {{clock}}',
    days_other: '{{count}} 天 {{clock}}',
    opening: '正在开放…',
  },
  over: {
    heading: '本节课的课堂已关闭',
    text: '课堂在下课 30 分钟后关闭，课程取消时也会关闭。',
  },
  unavailable: {
    heading: '此课堂暂不可用',
    text: '本节课使用的课堂服务本网站暂时无法打开。请联系我们调整你的课程。',
  },
  check: {
    heading: '检查摄像头和麦克风',
    lead: '老师需要看到并听到你。浏览器询问时，请允许使用摄像头和麦克风。',
    asking: '正在向浏览器请求摄像头和麦克风…',
    preview: '你的摄像头',
    noCamera: '没有摄像头：你将仅以语音进入。',
    microphone: '麦克风音量',
    speak: '说句话试试：音量条应该会跳动。',
    speaker: '扬声器',
    testSound: '播放测试音',
    playing: '正在播放…',
    heard: '你应该能听到一声短音。如果听不到，请调高音量或换一个扬声器。',
    enter: '进入课堂',
    audioOnly: '仅语音进入',
    listener: '不使用摄像头和麦克风进入',
    listenerHint: '你可以看到和听到课程，但在打开设备之前，其他人听不到你。',
    problems: {
      permission: {
        title: '浏览器没有使用摄像头和麦克风的权限',
        text: '请在地址栏（摄像头图标）或浏览器设置中允许使用，然后重试。',
      },
      'no-device': {
        title: '未找到摄像头或麦克风',
        text: '请连接摄像头和麦克风（或耳机），然后重试。',
      },
      'in-use': {
        title: '摄像头或麦克风工作异常',
        text: '可能有其他应用（视频通话、相机应用）正在使用，或设备出现故障。请关闭正在使用它的其他应用，然后重试。',
      },
      constraints: {
        title: '你的摄像头或麦克风无法满足课堂要求',
        text: '请换一个设备，或仅语音进入。',
      },
      unknown: {
        title: '无法启动摄像头和麦克风',
        text: '请重试，或不使用设备进入。',
      },
      'no-media-devices': {
        title: '此浏览器在这里无法使用摄像头或麦克风',
        text: '你的浏览器版本过旧或不受支持。请使用最新版的 Chrome、Edge、Safari 或 Firefox；你仍可以进入旁听。',
      },
      'no-webrtc': {
        title: '此浏览器无法参加直播课',
        text: '你的浏览器版本过旧或不受支持。请使用最新版的 Chrome、Edge、Safari 或 Firefox。',
      },
    },
  },
  room: {
    stage: '课堂',
    youNamed: '{{name}}（你）',
    micOff: '麦克风已关闭',
    sharing: '正在共享屏幕',
    timeLeft_one: '剩余 {{count}} 分钟',
    timeLeft_other: '剩余 {{count}} 分钟',
    startsIn_one: '{{count}} 分钟后开始',
    startsIn_other: '{{count}} 分钟后开始',
    closesIn_one: '上课时间已到 · 课堂将在 {{count}} 分钟后关闭',
    closesIn_other: '上课时间已到 · 课堂将在 {{count}} 分钟后关闭',
    joining: '正在进入课堂…',
    waitingTeacher: '老师还没有开始上课，请在这里稍候。',
    waitingFor: '正在等待 {{name}} 进入。',
    reconnecting: '网络中断，正在重新连接…',
    controls: '课堂控制',
    microphone: '麦克风',
    camera: '摄像头',
    screen: '共享屏幕',
    on: '开',
    off: '关',
    leave: '离开',
    ok: '确定',
    dismiss: '关闭',
    enterAgain: '重新进入',
    left: '你已离开课堂',
    leftText: '课堂关闭前你可以重新进入。',
    over: '本节课的课堂已关闭',
    overText: '课程已结束，谢谢！',
    failed: {
      network: {
        title: '网络已断开',
        text: '请检查网络连接，然后点击“确定”重新进入课堂。',
      },
      call: {
        title: '通话连接失败',
        text: '通话无法连接。请点击“确定”重新进入课堂。',
      },
      replaced: {
        title: '你已在其他地方进入了这个课堂',
        text: '课堂已在另一个标签页或设备上打开。点击“确定”改在这里使用。',
      },
      refused: {
        title: '课堂拒绝了你的进入',
        text: '请点击“确定”再次尝试进入。',
      },
    },
    notices: {
      'screen-unsupported': '你的浏览器不支持屏幕共享。请在电脑上使用最新版的 Chrome、Edge 或 Firefox。',
      'screen-denied': '屏幕共享已取消或未被允许。',
      device: '摄像头或麦克风无法正常工作（设备异常）。请检查设备后重试。',
    },
  },
};
export default strings;
