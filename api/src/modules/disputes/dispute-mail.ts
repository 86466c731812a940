import { type DisputeSide, FALLBACK_LANG, isLang, type Lang, LOCALE_OF_LANG } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed as fill } from '../../text/templates.ts';

/**
 * The mails of no-shows and disputes, to a lesson's learner and teacher, each in their language and time
 * zone: the attendance rule's outcome, and an operator's resolution of a dispute with its text.
 */

export type DisputeMailKind = 'teacherNoShow' | 'learnerNoShow' | 'upheld' | 'rejected';

interface MailText {
  subject: string;
  learner: string;
  teacher: string;
}

const TEXTS: Record<Lang, Record<DisputeMailKind, MailText> & { resolution: string; page: string }> = {
  en: {
    teacherNoShow: {
      subject: 'Teacher no-show: {course}, {when}',
      learner:
        'Your teacher did not come to this lesson. Its {minutes} minutes of lesson time are back in your account.',
      teacher:
        'You did not join this lesson: it was not counted and is not paid. If you were there, dispute it on the lesson’s page within 48 hours of its end.',
    },
    learnerNoShow: {
      subject: 'Learner no-show: {course}, {when}',
      learner:
        'You did not join this lesson: it counts as given. If you were there, dispute it on the lesson’s page within 48 hours of its end.',
      teacher: 'Your learner did not join this lesson: it counts as given and is paid.',
    },
    upheld: {
      subject: 'Dispute upheld: {course}, {when}',
      learner:
        'The dispute about this lesson was upheld: how the lesson counts was reversed, with its lesson time and payment.',
      teacher:
        'The dispute about this lesson was upheld: how the lesson counts was reversed, with its lesson time and payment.',
    },
    rejected: {
      subject: 'Dispute rejected: {course}, {when}',
      learner: 'The dispute about this lesson was rejected: the lesson counts as before.',
      teacher: 'The dispute about this lesson was rejected: the lesson counts as before.',
    },
    resolution: 'Resolution: {text}',
    page: 'Your lessons',
  },
  'zh-cn': {
    teacherNoShow: {
      subject: '老师缺席：{course}，{when}',
      learner: '老师没有来上这节课。这节课的 {minutes} 分钟课时已退回您的账户。',
      teacher:
        '您没有进入这节课的教室：本节课不计课时，也不支付课酬。如果您当时在场，请在下课后 48 小时内在课程页面提出申诉。',
    },
    learnerNoShow: {
      subject: '学员缺席：{course}，{when}',
      learner:
        '您没有进入这节课的教室：本节课按已上课计算。如果您当时在场，请在下课后 48 小时内在课程页面提出申诉。',
      teacher: '学员没有进入这节课的教室：本节课按已上课计算，课酬照常支付。',
    },
    upheld: {
      subject: '申诉成立：{course}，{when}',
      learner: '关于这节课的申诉已成立：本节课的计算方式已撤销，课时和课酬随之调整。',
      teacher: '关于这节课的申诉已成立：本节课的计算方式已撤销，课时和课酬随之调整。',
    },
    rejected: {
      subject: '申诉被驳回：{course}，{when}',
      learner: '关于这节课的申诉被驳回：本节课的计算方式不变。',
      teacher: '关于这节课的申诉被驳回：本节课的计算方式不变。',
    },
    resolution: '处理结果：{text}',
    page: '我的课程',
  },
  es: {
    teacherNoShow: {
      subject: 'El profesor no se presentó: {course}, {when}',
      learner:
        'Tu profesor no vino a esta clase. Sus {minutes} minutos de tiempo de clase han vuelto a tu cuenta.',
      teacher:
        'No entraste en esta clase: no se cuenta ni se paga. Si estuviste, reclámala en la página de la clase en las 48 horas siguientes a su fin.',
    },
    learnerNoShow: {
      subject: 'El alumno no se presentó: {course}, {when}',
      learner:
        'No entraste en esta clase: cuenta como impartida. Si estuviste, reclámala en la página de la clase en las 48 horas siguientes a su fin.',
      teacher: 'Tu alumno no entró en esta clase: cuenta como impartida y se paga.',
    },
    upheld: {
      subject: 'Reclamación aceptada: {course}, {when}',
      learner:
        'La reclamación sobre esta clase fue aceptada: se ha revertido cómo cuenta la clase, con su tiempo de clase y su pago.',
      teacher:
        'La reclamación sobre esta clase fue aceptada: se ha revertido cómo cuenta la clase, con su tiempo de clase y su pago.',
    },
    rejected: {
      subject: 'Reclamación rechazada: {course}, {when}',
      learner: 'La reclamación sobre esta clase fue rechazada: la clase cuenta como antes.',
      teacher: 'La reclamación sobre esta clase fue rechazada: la clase cuenta como antes.',
    },
    resolution: 'Resolución: {text}',
    page: 'Tus clases',
  },
  ja: {
    teacherNoShow: {
      subject: '講師の欠席：{course}、{when}',
      learner: '講師がこのレッスンに来ませんでした。レッスン時間 {minutes} 分をアカウントに戻しました。',
      teacher:
        'このレッスンの教室に入室しませんでした。レッスンは数えられず、報酬も支払われません。出席していた場合は、終了後 48 時間以内にレッスンのページから異議を申し立ててください。',
    },
    learnerNoShow: {
      subject: '生徒の欠席：{course}、{when}',
      learner:
        'このレッスンの教室に入室しませんでした。レッスンは実施済みとして数えられます。出席していた場合は、終了後 48 時間以内にレッスンのページから異議を申し立ててください。',
      teacher:
        '生徒がこのレッスンに入室しませんでした。レッスンは実施済みとして数えられ、報酬が支払われます。',
    },
    upheld: {
      subject: '異議が認められました：{course}、{when}',
      learner:
        'このレッスンへの異議が認められました。レッスンの数え方を取り消し、レッスン時間と報酬もそれに合わせて戻しました。',
      teacher:
        'このレッスンへの異議が認められました。レッスンの数え方を取り消し、レッスン時間と報酬もそれに合わせて戻しました。',
    },
    rejected: {
      subject: '異議が却下されました：{course}、{when}',
      learner: 'このレッスンへの異議は却下されました。レッスンの数え方は変わりません。',
      teacher: 'このレッスンへの異議は却下されました。レッスンの数え方は変わりません。',
    },
    resolution: '対応内容：{text}',
    page: 'レッスン一覧',
  },
  ko: {
    teacherNoShow: {
      subject: '선생님 불참: {course}, {when}',
      learner: '선생님이 이 수업에 오지 않았습니다. 수업 시간 {minutes}분이 계정으로 돌아왔습니다.',
      teacher:
        '이 수업의 강의실에 입장하지 않았습니다. 수업은 인정되지 않으며 수업료도 지급되지 않습니다. 참석했다면 수업 종료 후 48시간 안에 수업 페이지에서 이의를 제기하세요.',
    },
    learnerNoShow: {
      subject: '학생 불참: {course}, {when}',
      learner:
        '이 수업의 강의실에 입장하지 않았습니다. 수업은 진행된 것으로 인정됩니다. 참석했다면 수업 종료 후 48시간 안에 수업 페이지에서 이의를 제기하세요.',
      teacher: '학생이 이 수업에 입장하지 않았습니다. 수업은 진행된 것으로 인정되고 수업료가 지급됩니다.',
    },
    upheld: {
      subject: '이의 인정: {course}, {when}',
      learner:
        '이 수업에 대한 이의가 인정되었습니다. 수업 인정 방식이 취소되고 수업 시간과 수업료도 그에 맞게 조정되었습니다.',
      teacher:
        '이 수업에 대한 이의가 인정되었습니다. 수업 인정 방식이 취소되고 수업 시간과 수업료도 그에 맞게 조정되었습니다.',
    },
    rejected: {
      subject: '이의 기각: {course}, {when}',
      learner: '이 수업에 대한 이의가 기각되었습니다. 수업은 이전과 같이 인정됩니다.',
      teacher: '이 수업에 대한 이의가 기각되었습니다. 수업은 이전과 같이 인정됩니다.',
    },
    resolution: '처리 결과: {text}',
    page: '내 수업',
  },
};

export interface DisputeMailRecipient {
  email: string;
  language: string | null;
  time_zone: string | null;
  side: DisputeSide;
}

function zoneOf(zone: string | null): string {
  if (!zone) return 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'Asia/Shanghai';
  }
}

/**
 * The mail of a no-show or a resolution for one side. An upheld dispute of a teacher no-show (the teacher's)
 * tells the learner the lesson counts as given again, which the teacher's text says in general terms.
 */
export function disputeMail(
  kind: DisputeMailKind,
  recipient: DisputeMailRecipient,
  lesson: { startsAt: Date; minutes: number; courseTitle: string; resolution?: string | undefined },
  publicUrl: string,
): MailMessage {
  const lang = isLang(recipient.language) ? recipient.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const zone = zoneOf(recipient.time_zone);
  const when = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(lesson.startsAt);
  const lines = [
    fill(text[kind][recipient.side], { minutes: String(lesson.minutes) }),
    `${lesson.courseTitle} · ${when} (${zone})`,
    ...(lesson.resolution ? [fill(text.resolution, { text: lesson.resolution })] : []),
  ];
  const link = `${publicUrl.replace(/\/+$/, '')}/${lang}/${recipient.side === 'learner' ? 'user/date' : 'teach'}`;
  return {
    to: recipient.email,
    subject: fill(text[kind].subject, { course: lesson.courseTitle, when }),
    text: `${lines.join('\n')}\n\n${text.page}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.page)}</a></p>`,
  };
}
