import { FALLBACK_LANG, isLang, type Lang } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed as fill } from '../../text/templates.ts';

/** The mail a learner gets when their printed textbook is shipped and when it is delivered. */
export type TextbookMailKind = 'shipped' | 'delivered';

const TEXTS: Record<
  Lang,
  Record<TextbookMailKind, { subject: string; intro: string }> & {
    carrier: string;
    tracking: string;
    page: string;
  }
> = {
  en: {
    shipped: {
      subject: 'Your textbook is on its way: {course}',
      intro: 'The printed textbook of {course} has been posted to you.',
    },
    delivered: {
      subject: 'Your textbook has arrived: {course}',
      intro: 'The printed textbook of {course} has been delivered. Enjoy your lessons!',
    },
    carrier: 'Carrier: {carrier}',
    tracking: 'Tracking number: {number}',
    page: 'My materials',
  },
  'zh-cn': {
    shipped: { subject: '您的教材已发货：{course}', intro: '《{course}》的纸质教材已寄出。' },
    delivered: { subject: '您的教材已送达：{course}', intro: '《{course}》的纸质教材已送达，祝学习愉快！' },
    carrier: '快递公司：{carrier}',
    tracking: '运单号：{number}',
    page: '我的资料',
  },
  es: {
    shipped: {
      subject: 'Tu libro de texto está en camino: {course}',
      intro: 'Hemos enviado el libro de texto impreso de {course}.',
    },
    delivered: {
      subject: 'Tu libro de texto ha llegado: {course}',
      intro: 'El libro de texto impreso de {course} se ha entregado. ¡Disfruta de tus clases!',
    },
    carrier: 'Transportista: {carrier}',
    tracking: 'Número de seguimiento: {number}',
    page: 'Mis materiales',
  },
  ja: {
    shipped: {
      subject: '教材を発送しました：{course}',
      intro: '「{course}」の印刷教材を発送しました。',
    },
    delivered: {
      subject: '教材が届きました：{course}',
      intro: '「{course}」の印刷教材の配達が完了しました。レッスンをお楽しみください。',
    },
    carrier: '配送業者：{carrier}',
    tracking: '追跡番号：{number}',
    page: 'マイ教材',
  },
  ko: {
    shipped: {
      subject: '교재가 발송되었습니다: {course}',
      intro: '{course}의 인쇄 교재를 발송했습니다.',
    },
    delivered: {
      subject: '교재가 도착했습니다: {course}',
      intro: '{course}의 인쇄 교재가 배달되었습니다. 즐거운 수업 되세요!',
    },
    carrier: '택배사: {carrier}',
    tracking: '운송장 번호: {number}',
    page: '내 자료',
  },
};

/** The learner's materials page, where the delivery's state shows. */
export const materialsPage = (lang: Lang) => `${lang}/user/delivery`;

/** The message to the learner, in their language (English when unknown). */
export function textbookMail(
  kind: TextbookMailKind,
  delivery: {
    email: string;
    language: string | null;
    courseTitle: string;
    carrier: string;
    trackingNumber: string;
  },
  publicUrl: string,
): MailMessage {
  const lang = isLang(delivery.language) ? delivery.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const link = `${publicUrl.replace(/\/+$/, '')}/${materialsPage(lang)}`;
  const lines = [
    fill(text[kind].intro, { course: delivery.courseTitle }),
    fill(text.carrier, { carrier: delivery.carrier }),
    fill(text.tracking, { number: delivery.trackingNumber }),
  ];
  return {
    to: delivery.email,
    subject: fill(text[kind].subject, { course: delivery.courseTitle }),
    text: `${lines.join('\n')}\n\n${text.page}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.page)}</a></p>`,
  };
}
