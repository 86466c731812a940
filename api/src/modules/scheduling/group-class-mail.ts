import { FALLBACK_LANG, isLang, type Lang, yuanText } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed } from '../../text/templates.ts';

/** The mail a learner gets when their group class did not reach its minimum head count, in their language. */
const TEXTS: Record<Lang, { subject: string; intro: string; refund: string; browse: string }> = {
  en: {
    subject: 'Class cancelled: {course}',
    intro: '{course} did not reach the minimum number of learners and will not take place.',
    refund: '¥{amount} has been returned to the balance you paid from.',
    browse: 'Find another group class',
  },
  'zh-cn': {
    subject: '班级已取消：{course}',
    intro: '{course} 未达到最低开班人数，将不再开课。',
    refund: '¥{amount} 已退回您的支付余额。',
    browse: '查看其他小班课',
  },
  es: {
    subject: 'Clase cancelada: {course}',
    intro: '{course} no alcanzó el número mínimo de alumnos y no se impartirá.',
    refund: 'Se han devuelto ¥{amount} al saldo con el que pagaste.',
    browse: 'Buscar otra clase en grupo',
  },
  ja: {
    subject: 'クラス中止のお知らせ：{course}',
    intro: '{course} は最少開講人数に達しなかったため、開講されません。',
    refund: '¥{amount} をお支払いいただいた残高に返金しました。',
    browse: 'ほかのグループレッスンを探す',
  },
  ko: {
    subject: '수업 취소: {course}',
    intro: '{course} 수업은 최소 인원에 도달하지 않아 진행되지 않습니다.',
    refund: '¥{amount}이(가) 결제하신 잔액으로 환불되었습니다.',
    browse: '다른 그룹 수업 찾기',
  },
};

export function groupClassCancelledMail(
  recipient: { email: string; language: string | null },
  details: { courseTitle: string; refundedMinor: number; publicUrl: string },
): MailMessage {
  const lang = isLang(recipient.language) ? recipient.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const values = { course: details.courseTitle, amount: yuanText(details.refundedMinor) };
  const lines = [
    fillNamed(text.intro, values),
    ...(details.refundedMinor > 0 ? [fillNamed(text.refund, values)] : []),
  ];
  const link = `${details.publicUrl.replace(/\/+$/, '')}/${lang}/group`;
  return {
    to: recipient.email,
    subject: fillNamed(text.subject, values),
    text: `${lines.join('\n')}\n\n${text.browse}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.browse)}</a></p>`,
  };
}
