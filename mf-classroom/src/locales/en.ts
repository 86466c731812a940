/** The `classroom` namespace. English is the fallback and the type of the other languages. */
const strings = {
  title: {
    room: 'Live classroom',
  },
  states: {
    loading: 'Loading the classroom…',
    failedTitle: 'The classroom could not be loaded',
    failedText: 'Please check your connection and try again.',
    retry: 'Try again',
    notYours: 'This classroom is not yours',
    notYoursText:
      "Only the lesson's learner, its teacher and an assistant teacher can enter its classroom. Check that you are signed in with the right account.",
    toBookings: 'My bookings',
    toTeachingCentre: 'Teaching centre',
  },
  lesson: {
    trial: 'Free trial lesson',
    with: 'with {{name}}',
  },
  early: {
    heading: 'The classroom is not open yet',
    opensAt: 'It opens at {{time}}, 20 minutes before the lesson starts.',
    countdownLabel: 'Opens in',
    days_one: '{{count}} day {{clock}}',
    days_other: '{{count}} days {{clock}}',
    opening: 'Opening…',
  },
  over: {
    heading: "This lesson's classroom is closed",
    text: 'The classroom closes 30 minutes after the lesson ends, or when the lesson is cancelled.',
  },
  unavailable: {
    heading: 'This classroom is not available yet',
    text: 'This lesson uses a classroom service this site cannot open yet. Please contact us to have your lesson moved.',
  },
  check: {
    heading: 'Check your camera and microphone',
    lead: 'Your teacher needs to see and hear you. Allow the camera and microphone when your browser asks.',
    asking: 'Asking your browser for the camera and microphone…',
    preview: 'Your camera',
    noCamera: 'No camera: you will enter with audio only.',
    microphone: 'Microphone level',
    speak: 'Say something: the bar should move.',
    speaker: 'Speakers',
    testSound: 'Play a test sound',
    playing: 'Playing…',
    heard: 'You should hear a short tone. If not, turn your volume up or choose other speakers.',
    enter: 'Enter the classroom',
    audioOnly: 'Enter with audio only',
    listener: 'Enter without camera or microphone',
    listenerHint:
      'You will hear and see the lesson, but others will not hear you until you turn on a device.',
    problems: {
      permission: {
        title: 'The browser is not allowed to use your camera and microphone',
        text: 'Allow them in the address bar (the camera icon) or in your browser settings, then try again.',
      },
      'no-device': {
        title: 'No camera or microphone was found',
        text: 'Connect a camera and a microphone (or a headset), then try again.',
      },
      'in-use': {
        title: 'The camera or microphone is not working',
        text: 'Another app (a video call, the camera app) may be using it, or the device is faulty. Close the other apps that use it, then try again.',
      },
      constraints: {
        title: 'Your camera or microphone cannot be used as the classroom needs',
        text: 'Try another device, or enter with audio only.',
      },
      unknown: {
        title: 'Your camera and microphone could not be started',
        text: 'Try again, or enter without them.',
      },
      'no-media-devices': {
        title: 'This browser cannot use a camera or microphone here',
        text: 'Your browser is too old or not supported. Use a recent Chrome, Edge, Safari or Firefox; you can still enter to listen.',
      },
      'no-webrtc': {
        title: 'This browser cannot join live lessons',
        text: 'Your browser is too old or not supported. Use a recent Chrome, Edge, Safari or Firefox.',
      },
    },
  },
  room: {
    stage: 'Classroom',
    youNamed: '{{name}} (you)',
    micOff: 'Microphone off',
    sharing: 'Sharing the screen',
    timeLeft_one: '{{count}} minute left',
    timeLeft_other: '{{count}} minutes left',
    startsIn_one: 'Starts in {{count}} minute',
    startsIn_other: 'Starts in {{count}} minutes',
    closesIn_one: 'Lesson time is up · the room closes in {{count}} minute',
    closesIn_other: 'Lesson time is up · the room closes in {{count}} minutes',
    joining: 'Entering the classroom…',
    waitingTeacher: 'Your teacher has not started the lesson yet. Please wait here.',
    waitingFor: 'Waiting for {{name}} to join.',
    reconnecting: 'The network was interrupted. Reconnecting…',
    controls: 'Classroom controls',
    microphone: 'Microphone',
    camera: 'Camera',
    screen: 'Share screen',
    on: 'On',
    off: 'Off',
    leave: 'Leave',
    ok: 'OK',
    dismiss: 'Dismiss',
    enterAgain: 'Enter again',
    left: 'You left the classroom',
    leftText: 'You can enter again until the classroom closes.',
    over: "This lesson's classroom is closed",
    overText: 'The lesson is over. Thank you!',
    failed: {
      network: {
        title: 'The network was disconnected',
        text: 'Check your connection, then click OK to re-enter the classroom.',
      },
      call: {
        title: 'The call connection failed',
        text: 'The call could not be connected. Click OK to re-enter the classroom.',
      },
      replaced: {
        title: 'You entered this classroom somewhere else',
        text: 'The classroom is open in another tab or on another device. Click OK to use it here instead.',
      },
      refused: {
        title: 'The classroom did not let you in',
        text: 'Click OK to try entering again.',
      },
    },
    notices: {
      'screen-unsupported':
        'Your browser cannot share a screen. Use a recent Chrome, Edge or Firefox on a computer.',
      'screen-denied': 'Screen sharing was cancelled or not allowed.',
      device: 'The camera or microphone is not working (device abnormal). Check it and try again.',
    },
  },
};
export default strings;
export type ClassroomResources = typeof strings;
