import type { Lang } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../text/templates.ts';

interface ResetMailText {
  subject: string;
  intro: string;
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const TEXTS: Record<Lang, ResetMailText> = {
  en: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account.',
    action: 'Choose a new password',
    expiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  'zh-cn': {
    subject: '重置您的密码',
    intro: '我们收到了重置您账户密码的请求。',
    action: '设置新密码',
    expiry: (minutes) => `此链接只能使用一次，${minutes} 分钟后失效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  es: {
    subject: 'Restablece tu contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elegir una contraseña nueva',
    expiry: (minutes) => `El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  ja: {
    subject: 'パスワードの再設定',
    intro: 'お客様のアカウントのパスワード再設定のリクエストを受け付けました。',
    action: '新しいパスワードを設定する',
    expiry: (minutes) => `このリンクは一度だけ使用でき、${minutes} 分後に無効になります。`,
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  ko: {
    subject: '비밀번호 재설정',
    intro: '계정의 비밀번호 재설정 요청을 받았습니다.',
    action: '새 비밀번호 설정',
    expiry: (minutes) => `이 링크는 한 번만 사용할 수 있으며 ${minutes}분 후에 만료됩니다.`,
    ignore: '요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  },
};

/** The reset email in `lang`, linking to the passport reset page of that language. */
export function resetMail(options: {
  to: string;
  lang: Lang;
  publicUrl: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const text = TEXTS[options.lang];
  const link = `${options.publicUrl.replace(/\/+$/, '')}/${options.lang}/passport/reset/${options.code}`;
  const expiry = text.expiry(options.validMinutes);
  return {
    to: options.to,
    subject: text.subject,
    text: `${text.intro}\n\n${text.action}: ${link}\n\n${expiry}\n${text.ignore}\n`,
    html:
      `<p>${escapeHtml(text.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>` +
      `<p>${escapeHtml(expiry)}<br>${escapeHtml(text.ignore)}</p>`,
  };
}
