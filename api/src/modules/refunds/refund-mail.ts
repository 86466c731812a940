import { FALLBACK_LANG, isLang, type Lang, type OperatorRefund, yuanText } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed } from '../../text/templates.ts';

/** The mail a learner gets when their refund request is decided, in their language, with the reply. */
const TEXTS: Record<
  Lang,
  { approved: string; declined: string; refunded: string; nothing: string; reply: string; orders: string }
> = {
  en: {
    approved: 'Your refund of order {order} ({course}) is approved',
    declined: 'Your refund request for order {order} ({course}) is declined',
    refunded: '¥{amount} has been returned to the balance you paid from; the rest of the course is closed.',
    nothing: 'Nothing of the order was left unused to return; the course is closed.',
    reply: 'The service centre replied:',
    orders: 'Your orders',
  },
  'zh-cn': {
    approved: '订单 {order}（{course}）的退款已通过',
    declined: '订单 {order}（{course}）的退款申请未通过',
    refunded: '¥{amount} 已退回您的支付余额，课程的剩余部分已关闭。',
    nothing: '该订单已没有未使用的部分可退，课程已关闭。',
    reply: '客服中心回复：',
    orders: '我的订单',
  },
  es: {
    approved: 'Se ha aprobado el reembolso del pedido {order} ({course})',
    declined: 'Se ha rechazado la solicitud de reembolso del pedido {order} ({course})',
    refunded: 'Se han devuelto ¥{amount} al saldo con el que pagaste; el resto del curso queda cerrado.',
    nothing: 'No quedaba ninguna parte del pedido sin usar que devolver; el curso queda cerrado.',
    reply: 'El centro de servicio respondió:',
    orders: 'Tus pedidos',
  },
  ja: {
    approved: '注文 {order}（{course}）の返金が承認されました',
    declined: '注文 {order}（{course}）の返金申請は承認されませんでした',
    refunded: '¥{amount} をお支払いいただいた残高に返金しました。コースの残りは終了となります。',
    nothing: 'この注文には返金できる未使用分が残っていませんでした。コースは終了となります。',
    reply: 'サービスセンターからの返信：',
    orders: '注文一覧',
  },
  ko: {
    approved: '주문 {order}({course})의 환불이 승인되었습니다',
    declined: '주문 {order}({course})의 환불 요청이 거절되었습니다',
    refunded: '¥{amount}이(가) 결제하신 잔액으로 환불되었으며, 코스의 남은 부분은 종료되었습니다.',
    nothing: '이 주문에는 환불할 미사용 부분이 남아 있지 않았습니다. 코스는 종료되었습니다.',
    reply: '서비스 센터의 답변:',
    orders: '내 주문',
  },
};

export function refundDecisionMail(
  refund: OperatorRefund,
  recipient: { email: string; language: string | null },
  publicUrl: string,
): MailMessage {
  const lang: Lang = recipient.language && isLang(recipient.language) ? recipient.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const values = { order: String(refund.order_id), course: refund.course_title };
  const subject = fillNamed(refund.state === 'approved' ? text.approved : text.declined, values);
  const lines = [
    subject,
    ...(refund.state === 'approved'
      ? [
          refund.refunded_minor
            ? fillNamed(text.refunded, { amount: yuanText(refund.refunded_minor) })
            : text.nothing,
        ]
      : []),
    text.reply,
    refund.reply ?? '',
  ];
  const link = `${publicUrl.replace(/\/+$/, '')}/${lang}/user/order`;
  return {
    to: recipient.email,
    subject,
    text: `${lines.join('\n')}\n\n${text.orders}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.orders)}</a></p>`,
  };
}
