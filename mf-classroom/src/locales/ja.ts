import type { ClassroomResources } from './en.ts';

const strings: ClassroomResources = {
  title: {
    room: 'ライブ教室',
  },
  states: {
    loading: '教室を読み込んでいます…',
    failedTitle: '教室を読み込めませんでした',
    failedText: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
    notYours: 'あなたの教室ではありません',
    notYoursText:
      'このレッスンの教室に入れるのは、受講者、担当講師、アシスタント講師だけです。正しいアカウントでログインしているか確認してください。',
    toBookings: '予約一覧',
    toTeachingCentre: '講師センター',
  },
  lesson: {
    trial: '無料体験レッスン',
    with: '{{name}} さんと',
  },
  early: {
    heading: '教室はまだ開いていません',
    opensAt: 'レッスン開始の20分前、{{time}} に開きます。',
    countdownLabel: '開室まで',
    days_one: '{{count}}日 {{clock}}',
    days_other: '{{count}}日 {{clock}}',
    opening: 'まもなく開きます…',
  },
  over: {
    heading: 'このレッスンの教室は終了しました',
    text: '教室はレッスン終了の30分後、またはレッスンがキャンセルされたときに閉じます。',
  },
  unavailable: {
    heading: 'この教室はまだご利用いただけません',
    text: 'このレッスンは、このサイトではまだ開けない教室サービスを使っています。レッスンの変更についてお問い合わせください。',
  },
  check: {
    heading: 'カメラとマイクの確認',
    lead: '講師はあなたの顔と声を確認する必要があります。ブラウザに聞かれたら、カメラとマイクの使用を許可してください。',
    asking: 'ブラウザにカメラとマイクの使用を求めています…',
    preview: 'あなたのカメラ',
    noCamera: 'カメラがありません。音声のみで入室します。',
    microphone: 'マイクの音量',
    speak: '何か話してみてください。バーが動けば正常です。',
    speaker: 'スピーカー',
    testSound: 'テスト音を再生',
    playing: '再生中…',
    heard: '短い音が聞こえるはずです。聞こえない場合は、音量を上げるか別のスピーカーを選んでください。',
    enter: '教室に入る',
    audioOnly: '音声のみで入る',
    listener: 'カメラとマイクなしで入る',
    listenerHint:
      'レッスンを見て聞くことはできますが、デバイスをオンにするまで他の人にはあなたの声が聞こえません。',
    problems: {
      permission: {
        title: 'ブラウザにカメラとマイクの使用が許可されていません',
        text: 'アドレスバー（カメラのアイコン）またはブラウザの設定で許可してから、もう一度お試しください。',
      },
      'no-device': {
        title: 'カメラまたはマイクが見つかりません',
        text: 'カメラとマイク（またはヘッドセット）を接続してから、もう一度お試しください。',
      },
      'in-use': {
        title: 'カメラまたはマイクが正常に動作していません',
        text: '他のアプリ（ビデオ通話やカメラアプリ）が使用中か、デバイスに異常がある可能性があります。使用中の他のアプリを閉じてから、もう一度お試しください。',
      },
      constraints: {
        title: 'お使いのカメラまたはマイクは教室の要件を満たしていません',
        text: '別のデバイスを試すか、音声のみで入室してください。',
      },
      unknown: {
        title: 'カメラとマイクを起動できませんでした',
        text: 'もう一度試すか、デバイスなしで入室してください。',
      },
      'no-media-devices': {
        title: 'このブラウザではここでカメラやマイクを使えません',
        text: 'お使いのブラウザは古いか、対応していません。最新の Chrome、Edge、Safari、Firefox をお使いください。聴講として入室することはできます。',
      },
      'no-webrtc': {
        title: 'このブラウザではライブレッスンに参加できません',
        text: 'お使いのブラウザは古いか、対応していません。最新の Chrome、Edge、Safari、Firefox をお使いください。',
      },
    },
  },
  room: {
    stage: '教室',
    youNamed: '{{name}}（あなた）',
    micOff: 'マイクオフ',
    sharing: '画面を共有中',
    timeLeft_one: '残り{{count}}分',
    timeLeft_other: '残り{{count}}分',
    startsIn_one: 'あと{{count}}分で開始',
    startsIn_other: 'あと{{count}}分で開始',
    closesIn_one: 'レッスン時間終了・教室はあと{{count}}分で閉じます',
    closesIn_other: 'レッスン時間終了・教室はあと{{count}}分で閉じます',
    joining: '教室に入っています…',
    waitingTeacher: '講師はまだレッスンを始めていません。このままお待ちください。',
    waitingFor: '{{name}} さんの入室を待っています。',
    reconnecting: 'ネットワークが中断しました。再接続しています…',
    controls: '教室の操作',
    microphone: 'マイク',
    camera: 'カメラ',
    screen: '画面共有',
    on: 'オン',
    off: 'オフ',
    leave: '退室',
    ok: 'OK',
    dismiss: '閉じる',
    enterAgain: 'もう一度入る',
    left: '教室から退室しました',
    leftText: '教室が閉じるまでは、もう一度入室できます。',
    over: 'このレッスンの教室は終了しました',
    overText: 'レッスンは終了しました。ありがとうございました！',
    failed: {
      network: {
        title: 'ネットワークが切断されました',
        text: '接続を確認してから、OK をクリックして教室に入り直してください。',
      },
      call: {
        title: '通話の接続に失敗しました',
        text: '通話を接続できませんでした。OK をクリックして教室に入り直してください。',
      },
      replaced: {
        title: '別の場所でこの教室に入室しました',
        text: '教室は別のタブまたは別のデバイスで開かれています。OK をクリックすると、こちらで使えます。',
      },
      refused: {
        title: '教室に入室できませんでした',
        text: 'OK をクリックして、もう一度入室をお試しください。',
      },
    },
    notices: {
      'screen-unsupported':
        'お使いのブラウザは画面共有に対応していません。パソコンで最新の Chrome、Edge、Firefox をお使いください。',
      'screen-denied': '画面共有がキャンセルされたか、許可されませんでした。',
      device:
        'カメラまたはマイクが正常に動作していません（デバイスの異常）。確認してから、もう一度お試しください。',
    },
  },
};
export default strings;
