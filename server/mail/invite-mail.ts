import type { AccountLanguage } from '../contract/auth';
import { escapeHtml, fill, mailDirection, type MailContent } from './messages';

/**
 * The invite mail's words in each account language. `{inviter}`, `{role}`, `{days}` and `{link}`
 * are filled in when a mail is made; a test checks every language has the same keys and
 * placeholders.
 */
const en = {
  subject: "You're invited to Tessera Admin",
  greeting: 'Hello,',
  intro: '{inviter} invited you to Tessera Admin as {role}.',
  action: 'Accept the invitation',
  linkLead: 'Open this link to choose your name and password:',
  expiry: 'The link works once, for {days} days.',
  ignore: "If you weren't expecting this, ignore this email: no account is opened without you.",
  signature: 'Tessera Admin',
  roles: { admin: 'an administrator', editor: 'an editor', viewer: 'a viewer' },
};

export type InviteMailMessages = typeof en;

export const INVITE_MAIL_MESSAGES: Record<AccountLanguage, InviteMailMessages> = {
  en,
  es: {
    subject: 'Te han invitado a Tessera Admin',
    greeting: 'Hola:',
    intro: '{inviter} te ha invitado a Tessera Admin como {role}.',
    action: 'Aceptar la invitación',
    linkLead: 'Abre este enlace para elegir tu nombre y tu contraseña:',
    expiry: 'El enlace funciona una sola vez, durante {days} días.',
    ignore: 'Si no lo esperabas, ignora este correo: no se abre ninguna cuenta sin ti.',
    signature: 'El equipo de Tessera Admin',
    roles: { admin: 'administrador', editor: 'editor', viewer: 'lector' },
  },
  'pt-BR': {
    subject: 'Você foi convidado para o Tessera Admin',
    greeting: 'Olá,',
    intro: '{inviter} convidou você para o Tessera Admin como {role}.',
    action: 'Aceitar o convite',
    linkLead: 'Abra este link para escolher seu nome e sua senha:',
    expiry: 'O link funciona uma única vez, por {days} dias.',
    ignore: 'Se você não esperava por isso, ignore este e-mail: nenhuma conta é aberta sem você.',
    signature: 'Equipe Tessera Admin',
    roles: { admin: 'administrador', editor: 'editor', viewer: 'leitor' },
  },
  ar: {
    subject: 'دعوة للانضمام إلى Tessera Admin',
    greeting: 'مرحبًا،',
    intro: 'دعاك {inviter} للانضمام إلى Tessera Admin بدور {role}.',
    action: 'قبول الدعوة',
    linkLead: 'افتح هذا الرابط لاختيار اسمك وكلمة مرورك:',
    expiry: 'يعمل الرابط مرة واحدة فقط، لمدة {days} يوم.',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة: لن يُفتح أي حساب من دونك.',
    signature: 'فريق Tessera Admin',
    roles: { admin: 'مسؤول', editor: 'محرر', viewer: 'مشاهد' },
  },
};

/**
 * The invite mail: a plain-text part and an HTML part saying the same, with the link written out
 * in both. Nothing is loaded from elsewhere (no images, fonts or tracking).
 */
export function inviteMail({
  language,
  inviter,
  role,
  link,
  days,
}: {
  language: AccountLanguage;
  inviter: string;
  role: keyof InviteMailMessages['roles'];
  link: string;
  days: number;
}): MailContent {
  const words = INVITE_MAIL_MESSAGES[language];
  const values = {
    inviter,
    role: words.roles[role],
    days: new Intl.NumberFormat(language).format(days),
  };
  const intro = fill(words.intro, values);
  const expiry = fill(words.expiry, values);
  const text = [
    words.greeting,
    '',
    intro,
    '',
    words.linkLead,
    link,
    '',
    expiry,
    words.ignore,
    '',
    words.signature,
    '',
  ].join('\n');
  const h = escapeHtml;
  const dir = mailDirection(language);
  const html = `<!doctype html>
<html lang="${h(language)}" dir="${dir}">
<head><meta charset="utf-8"><title>${h(words.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5;">
<p>${h(words.greeting)}</p>
<p>${h(intro)}</p>
<p><a href="${h(link)}">${h(words.action)}</a></p>
<p>${h(words.linkLead)}<br><span dir="ltr">${h(link)}</span></p>
<p>${h(expiry)}<br>${h(words.ignore)}</p>
<p>${h(words.signature)}</p>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}
