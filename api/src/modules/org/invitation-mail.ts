import { FALLBACK_LANG, isLang, type Lang, LOCALE_OF_LANG } from '@hanyu/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, fillNamed as fill } from '../../text/templates.ts';

const TEXTS: Record<Lang, { subject: string; intro: string; action: string; expires: string }> = {
  en: {
    subject: '{organisation} invites you to learn Chinese at its expense',
    intro: '{organisation} invites you to join it: your lessons will be paid for by the company.',
    action: 'Accept the invitation',
    expires: 'Sign in as {email} to accept. The invitation expires on {date}.',
  },
  'zh-cn': {
    subject: '{organisation} 邀请您加入企业账户学习中文',
    intro: '{organisation} 邀请您加入：您的课程费用将由企业支付。',
    action: '接受邀请',
    expires: '请使用 {email} 登录后接受邀请。邀请将于 {date} 过期。',
  },
  es: {
    subject: '{organisation} te invita a aprender chino a su cargo',
    intro: '{organisation} te invita a unirte: la empresa pagará tus clases.',
    action: 'Aceptar la invitación',
    expires: 'Inicia sesión como {email} para aceptarla. La invitación caduca el {date}.',
  },
  ja: {
    subject: '{organisation} から中国語学習への招待が届きました',
    intro: '{organisation} があなたを招待しています。レッスン料は会社が負担します。',
    action: '招待を承諾する',
    expires: '{email} でログインして承諾してください。招待の有効期限は {date} です。',
  },
  ko: {
    subject: '{organisation}에서 회사 부담으로 중국어 학습에 초대했습니다',
    intro: '{organisation}에서 초대했습니다. 수업료는 회사가 부담합니다.',
    action: '초대 수락하기',
    expires: '{email}(으)로 로그인한 뒤 수락하세요. 초대는 {date}에 만료됩니다.',
  },
};

/** The page where the invited person accepts. */
export const invitationPage = (lang: Lang, token: string) =>
  `${lang}/user/org-invitation?token=${encodeURIComponent(token)}`;

/** The invitation, in the invited person's language when their account has one. */
export function invitationMail(
  invitation: {
    email: string;
    organisation: string;
    token: string;
    expiresAt: Date;
    language: string | null;
  },
  publicUrl: string,
): MailMessage {
  const lang = isLang(invitation.language) ? invitation.language : FALLBACK_LANG;
  const text = TEXTS[lang];
  const link = `${publicUrl.replace(/\/+$/, '')}/${invitationPage(lang, invitation.token)}`;
  const date = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    invitation.expiresAt,
  );
  const values = { organisation: invitation.organisation, email: invitation.email, date };
  const lines = [fill(text.intro, values), fill(text.expires, values)];
  return {
    to: invitation.email,
    subject: fill(text.subject, values),
    text: `${lines.join('\n')}\n\n${text.action}: ${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
}
