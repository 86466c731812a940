import type { ClassroomResources } from './en.ts';

const strings: ClassroomResources = {
  title: {
    room: '라이브 강의실',
  },
  states: {
    loading: '강의실을 불러오는 중…',
    failedTitle: '강의실을 불러올 수 없습니다',
    failedText: '연결 상태를 확인한 후 다시 시도해 주세요.',
    retry: '다시 시도',
    notYours: '회원님의 강의실이 아닙니다',
    notYoursText:
      '이 수업의 강의실에는 수강생, 담당 강사, 보조 강사만 들어갈 수 있습니다. 올바른 계정으로 로그인했는지 확인해 주세요.',
    toBookings: '내 예약',
    toTeachingCentre: '강사 센터',
  },
  lesson: {
    trial: '무료 체험 수업',
    with: '{{name}} 님과',
  },
  early: {
    heading: '강의실이 아직 열리지 않았습니다',
    opensAt: '수업 시작 20분 전인 {{time}}에 열립니다.',
    countdownLabel: '열리기까지',
    days_one: '{{count}}일 {{clock}}',
    days_other: '{{count}}일 {{clock}}',
    opening: '곧 열립니다…',
  },
  over: {
    heading: '이 수업의 강의실은 닫혔습니다',
    text: '강의실은 수업이 끝나고 30분 후, 또는 수업이 취소되면 닫힙니다.',
  },
  unavailable: {
    heading: '이 강의실은 아직 이용할 수 없습니다',
    text: '이 수업은 이 사이트에서 아직 열 수 없는 강의실 서비스를 사용합니다. 수업 변경은 저희에게 문의해 주세요.',
  },
  check: {
    heading: '카메라와 마이크 확인',
    lead: '강사가 회원님을 보고 들을 수 있어야 합니다. 브라우저가 물으면 카메라와 마이크 사용을 허용해 주세요.',
    asking: '브라우저에 카메라와 마이크 사용을 요청하는 중…',
    preview: '내 카메라',
    noCamera: '카메라가 없습니다. 음성으로만 입장합니다.',
    microphone: '마이크 음량',
    speak: '말을 해 보세요. 막대가 움직이면 정상입니다.',
    speaker: '스피커',
    testSound: '테스트 소리 재생',
    playing: '재생 중…',
    heard: '짧은 소리가 들려야 합니다. 들리지 않으면 볼륨을 높이거나 다른 스피커를 선택하세요.',
    enter: '강의실 입장',
    audioOnly: '음성으로만 입장',
    listener: '카메라와 마이크 없이 입장',
    listenerHint:
      '수업을 보고 들을 수 있지만, 기기를 켜기 전까지 다른 사람은 회원님의 목소리를 들을 수 없습니다.',
    problems: {
      permission: {
        title: '브라우저에 카메라와 마이크 사용 권한이 없습니다',
        text: '주소창(카메라 아이콘)이나 브라우저 설정에서 허용한 후 다시 시도해 주세요.',
      },
      'no-device': {
        title: '카메라나 마이크를 찾을 수 없습니다',
        text: '카메라와 마이크(또는 헤드셋)를 연결한 후 다시 시도해 주세요.',
      },
      'in-use': {
        title: '카메라나 마이크가 작동하지 않습니다',
        text: '다른 앱(영상 통화, 카메라 앱)이 사용 중이거나 기기에 이상이 있을 수 있습니다. 사용 중인 다른 앱을 닫은 후 다시 시도해 주세요.',
      },
      constraints: {
        title: '카메라나 마이크가 강의실 요구 사항에 맞지 않습니다',
        text: '다른 기기를 사용하거나 음성으로만 입장해 주세요.',
      },
      unknown: {
        title: '카메라와 마이크를 시작할 수 없습니다',
        text: '다시 시도하거나 기기 없이 입장해 주세요.',
      },
      'no-media-devices': {
        title: '이 브라우저에서는 여기서 카메라나 마이크를 사용할 수 없습니다',
        text: '브라우저가 너무 오래되었거나 지원되지 않습니다. 최신 Chrome, Edge, Safari, Firefox를 사용해 주세요. 청강으로는 입장할 수 있습니다.',
      },
      'no-webrtc': {
        title: '이 브라우저로는 라이브 수업에 참여할 수 없습니다',
        text: '브라우저가 너무 오래되었거나 지원되지 않습니다. 최신 Chrome, Edge, Safari, Firefox를 사용해 주세요.',
      },
    },
  },
  room: {
    stage: '강의실',
    youNamed: '{{name}} (나)',
    micOff: '마이크 꺼짐',
    sharing: '화면 공유 중',
    timeLeft_one: '{{count}}분 남음',
    timeLeft_other: '{{count}}분 남음',
    startsIn_one: '{{count}}분 후 시작',
    startsIn_other: '{{count}}분 후 시작',
    closesIn_one: '수업 시간 종료 · 강의실이 {{count}}분 후 닫힙니다',
    closesIn_other: '수업 시간 종료 · 강의실이 {{count}}분 후 닫힙니다',
    joining: '강의실에 입장하는 중…',
    waitingTeacher: '강사가 아직 수업을 시작하지 않았습니다. 여기서 기다려 주세요.',
    waitingFor: '{{name}} 님의 입장을 기다리는 중입니다.',
    reconnecting: '네트워크가 끊겼습니다. 다시 연결하는 중…',
    controls: '강의실 조작',
    microphone: '마이크',
    camera: '카메라',
    screen: '화면 공유',
    on: '켜짐',
    off: '꺼짐',
    leave: '나가기',
    ok: '확인',
    dismiss: '닫기',
    enterAgain: '다시 입장',
    left: '강의실에서 나갔습니다',
    leftText: '강의실이 닫히기 전까지 다시 입장할 수 있습니다.',
    over: '이 수업의 강의실은 닫혔습니다',
    overText: '수업이 끝났습니다. 감사합니다!',
    failed: {
      network: {
        title: '네트워크 연결이 끊어졌습니다',
        text: '연결 상태를 확인한 후 확인을 눌러 강의실에 다시 입장하세요.',
      },
      call: {
        title: '통화 연결에 실패했습니다',
        text: '통화를 연결할 수 없습니다. 확인을 눌러 강의실에 다시 입장하세요.',
      },
      replaced: {
        title: '다른 곳에서 이 강의실에 입장했습니다',
        text: '강의실이 다른 탭이나 다른 기기에서 열려 있습니다. 확인을 누르면 여기에서 사용합니다.',
      },
      refused: {
        title: '강의실에 입장할 수 없었습니다',
        text: '확인을 눌러 다시 입장해 보세요.',
      },
    },
    notices: {
      'screen-unsupported':
        '브라우저가 화면 공유를 지원하지 않습니다. 컴퓨터에서 최신 Chrome, Edge, Firefox를 사용해 주세요.',
      'screen-denied': '화면 공유가 취소되었거나 허용되지 않았습니다.',
      device: '카메라나 마이크가 작동하지 않습니다(기기 이상). 확인한 후 다시 시도해 주세요.',
    },
  },
};
export default strings;
