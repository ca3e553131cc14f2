import type { AccountLanguage } from '../contract/auth';

/**
 * The words of every mail the server sends, in each account language. `{name}`, `{minutes}` and
 * `{link}` are filled in when a mail is made; a test checks that every language has the same
 * keys and placeholders.
 */
const en = {
  resetPassword: {
    subject: 'Set a new password for Tessera Admin',
    greeting: 'Hello {name},',
    intro: 'Someone, probably you, asked to set a new password for your Tessera Admin account.',
    action: 'Set a new password',
    linkLead: 'Open this link to choose it:',
    expiry: 'The link works once, for {minutes} minutes.',
    ignore: "If you didn't ask for this, ignore this email: your password stays as it is.",
    signature: 'Tessera Admin',
  },
};

export type MailMessages = typeof en;

export const MAIL_MESSAGES: Record<AccountLanguage, MailMessages> = {
  en,
  es: {
    resetPassword: {
      subject: 'Elige una nueva contraseña para Tessera Admin',
      greeting: 'Hola, {name}:',
      intro:
        'Alguien, probablemente tú, ha pedido elegir una nueva contraseña para tu cuenta de Tessera Admin.',
      action: 'Elegir una nueva contraseña',
      linkLead: 'Abre este enlace para elegirla:',
      expiry: 'El enlace funciona una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.',
      signature: 'El equipo de Tessera Admin',
    },
  },
  'pt-BR': {
    resetPassword: {
      subject: 'Defina uma nova senha no Tessera Admin',
      greeting: 'Olá, {name},',
      intro:
        'Alguém, provavelmente você, pediu para definir uma nova senha para sua conta do Tessera Admin.',
      action: 'Definir uma nova senha',
      linkLead: 'Abra este link para escolhê-la:',
      expiry: 'O link funciona uma única vez, por {minutes} minutos.',
      ignore: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
      signature: 'Equipe Tessera Admin',
    },
  },
  ar: {
    resetPassword: {
      subject: 'تعيين كلمة مرور جديدة لـ Tessera Admin',
      greeting: 'مرحبًا {name}،',
      intro: 'طلب شخص ما، ربما أنت، تعيين كلمة مرور جديدة لحسابك في Tessera Admin.',
      action: 'تعيين كلمة مرور جديدة',
      linkLead: 'افتح هذا الرابط لاختيارها:',
      expiry: 'يعمل الرابط مرة واحدة فقط، لمدة {minutes} دقيقة.',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
      signature: 'فريق Tessera Admin',
    },
  },
};

/** Right-to-left languages: their HTML part says so. */
export const RTL: ReadonlySet<AccountLanguage> = new Set(['ar']);

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type MailContent = { subject: string; text: string; html: string };

/**
 * The password-reset mail: a plain-text part and an HTML part saying the same, with the link
 * written out in both. Nothing is loaded from elsewhere (no images, fonts or tracking).
 */
export function resetPasswordMail({
  language,
  name,
  link,
  minutes,
}: {
  language: AccountLanguage;
  name: string;
  link: string;
  minutes: number;
}): MailContent {
  const words = MAIL_MESSAGES[language].resetPassword;
  const values = { name, minutes: new Intl.NumberFormat(language).format(minutes) };
  const greeting = fill(words.greeting, values);
  const expiry = fill(words.expiry, values);
  const text = [
    greeting,
    '',
    words.intro,
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
  const h = (value: string) => escapeHtml(value);
  const dir = RTL.has(language) ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${h(language)}" dir="${dir}">
<head><meta charset="utf-8"><title>${h(words.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5;">
<p>${h(greeting)}</p>
<p>${h(words.intro)}</p>
<p><a href="${h(link)}">${h(words.action)}</a></p>
<p>${h(words.linkLead)}<br><span dir="ltr">${h(link)}</span></p>
<p>${h(expiry)}<br>${h(words.ignore)}</p>
<p>${h(words.signature)}</p>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}
