import type { AccountLanguage } from '../contract/auth';
import { composeMail, type MailContent, type MailWords } from './messages';

/**
 * The words of the account mails in each account language: sign-up verification, a sign-up with
 * an address that has an account, an email change's confirmation and the note to the old address.
 * `{name}`, `{hours}`, `{email}` are filled in when a mail is made.
 */
type AccountMails = {
  verifyEmail: MailWords;
  signUpExisting: MailWords;
  confirmEmailChange: MailWords;
  emailChanged: MailWords;
};

const en: AccountMails = {
  verifyEmail: {
    subject: 'Verify your email for Tessera Admin',
    greeting: 'Hello {name},',
    intro: 'Welcome to Tessera Admin. Please confirm that this address is yours.',
    action: 'Verify my email',
    linkLead: 'Open this link to verify it:',
    expiry: 'The link works once, for {hours} hours.',
    ignore: "If you didn't create an account, ignore this email.",
    signature: 'Tessera Admin',
  },
  signUpExisting: {
    subject: 'Someone tried to sign up with your email',
    greeting: 'Hello {name},',
    intro:
      'Someone, probably you, tried to create a Tessera Admin account with this address, which already has one.',
    action: 'Log in',
    linkLead: 'To use your account, log in (or ask for a new password there):',
    ignore: "If it wasn't you, you can ignore this email: nothing has changed.",
    signature: 'Tessera Admin',
  },
  confirmEmailChange: {
    subject: 'Confirm your new email for Tessera Admin',
    greeting: 'Hello {name},',
    intro: 'You asked to use this address for your Tessera Admin account.',
    action: 'Confirm my new email',
    linkLead: 'Open this link to confirm the change:',
    expiry: 'The link works once, for {hours} hours. Until then your old address stays in use.',
    ignore: "If you didn't ask for this, ignore this email: nothing changes.",
    signature: 'Tessera Admin',
  },
  emailChanged: {
    subject: 'Your Tessera Admin email was changed',
    greeting: 'Hello {name},',
    intro:
      'The email of your Tessera Admin account is now {email}. This address is no longer used.',
    ignore:
      "If you didn't do this, reset your password from the login page and contact your administrator.",
    signature: 'Tessera Admin',
  },
};

export const ACCOUNT_MAIL_MESSAGES: Record<AccountLanguage, AccountMails> = {
  en,
  es: {
    verifyEmail: {
      subject: 'Verifica tu correo para Tessera Admin',
      greeting: 'Hola, {name}:',
      intro: 'Te damos la bienvenida a Tessera Admin. Confirma que esta dirección es tuya.',
      action: 'Verificar mi correo',
      linkLead: 'Abre este enlace para verificarla:',
      expiry: 'El enlace funciona una sola vez, durante {hours} horas.',
      ignore: 'Si no has creado ninguna cuenta, ignora este correo.',
      signature: 'El equipo de Tessera Admin',
    },
    signUpExisting: {
      subject: 'Alguien intentó registrarse con tu correo',
      greeting: 'Hola, {name}:',
      intro:
        'Alguien, probablemente tú, intentó crear una cuenta de Tessera Admin con esta dirección, que ya tiene una.',
      action: 'Iniciar sesión',
      linkLead: 'Para usar tu cuenta, inicia sesión (o pide allí una nueva contraseña):',
      ignore: 'Si no has sido tú, puedes ignorar este correo: no ha cambiado nada.',
      signature: 'El equipo de Tessera Admin',
    },
    confirmEmailChange: {
      subject: 'Confirma tu nuevo correo para Tessera Admin',
      greeting: 'Hola, {name}:',
      intro: 'Has pedido usar esta dirección para tu cuenta de Tessera Admin.',
      action: 'Confirmar mi nuevo correo',
      linkLead: 'Abre este enlace para confirmar el cambio:',
      expiry:
        'El enlace funciona una sola vez, durante {hours} horas. Hasta entonces se sigue usando tu dirección anterior.',
      ignore: 'Si no lo has pedido tú, ignora este correo: no cambia nada.',
      signature: 'El equipo de Tessera Admin',
    },
    emailChanged: {
      subject: 'Se ha cambiado tu correo de Tessera Admin',
      greeting: 'Hola, {name}:',
      intro:
        'El correo de tu cuenta de Tessera Admin es ahora {email}. Esta dirección ya no se usa.',
      ignore:
        'Si no has sido tú, restablece tu contraseña desde la página de inicio de sesión y avisa a tu administrador.',
      signature: 'El equipo de Tessera Admin',
    },
  },
  'pt-BR': {
    verifyEmail: {
      subject: 'Confirme seu e-mail no Tessera Admin',
      greeting: 'Olá, {name},',
      intro: 'Boas-vindas ao Tessera Admin. Confirme que este endereço é seu.',
      action: 'Confirmar meu e-mail',
      linkLead: 'Abra este link para confirmá-lo:',
      expiry: 'O link funciona uma única vez, por {hours} horas.',
      ignore: 'Se você não criou uma conta, ignore este e-mail.',
      signature: 'Equipe Tessera Admin',
    },
    signUpExisting: {
      subject: 'Alguém tentou se cadastrar com seu e-mail',
      greeting: 'Olá, {name},',
      intro:
        'Alguém, provavelmente você, tentou criar uma conta no Tessera Admin com este endereço, que já tem uma.',
      action: 'Entrar',
      linkLead: 'Para usar sua conta, entre (ou peça uma nova senha por lá):',
      ignore: 'Se não foi você, pode ignorar este e-mail: nada mudou.',
      signature: 'Equipe Tessera Admin',
    },
    confirmEmailChange: {
      subject: 'Confirme seu novo e-mail no Tessera Admin',
      greeting: 'Olá, {name},',
      intro: 'Você pediu para usar este endereço na sua conta do Tessera Admin.',
      action: 'Confirmar meu novo e-mail',
      linkLead: 'Abra este link para confirmar a mudança:',
      expiry:
        'O link funciona uma única vez, por {hours} horas. Até lá, seu endereço anterior continua em uso.',
      ignore: 'Se não foi você que pediu, ignore este e-mail: nada muda.',
      signature: 'Equipe Tessera Admin',
    },
    emailChanged: {
      subject: 'Seu e-mail do Tessera Admin foi alterado',
      greeting: 'Olá, {name},',
      intro:
        'O e-mail da sua conta do Tessera Admin agora é {email}. Este endereço não é mais usado.',
      ignore:
        'Se não foi você, redefina sua senha na página de entrada e fale com seu administrador.',
      signature: 'Equipe Tessera Admin',
    },
  },
  ar: {
    verifyEmail: {
      subject: 'تأكيد بريدك الإلكتروني في Tessera Admin',
      greeting: 'مرحبًا {name}،',
      intro: 'مرحبًا بك في Tessera Admin. يُرجى تأكيد أن هذا العنوان يخصك.',
      action: 'تأكيد بريدي الإلكتروني',
      linkLead: 'افتح هذا الرابط لتأكيده:',
      expiry: 'يعمل الرابط مرة واحدة فقط، لمدة {hours} ساعة.',
      ignore: 'إذا لم تنشئ حسابًا، فتجاهل هذه الرسالة.',
      signature: 'فريق Tessera Admin',
    },
    signUpExisting: {
      subject: 'حاول شخص ما التسجيل ببريدك الإلكتروني',
      greeting: 'مرحبًا {name}،',
      intro: 'حاول شخص ما، ربما أنت، إنشاء حساب في Tessera Admin بهذا العنوان، وله حساب بالفعل.',
      action: 'تسجيل الدخول',
      linkLead: 'لاستخدام حسابك، سجّل الدخول (أو اطلب كلمة مرور جديدة من هناك):',
      ignore: 'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة: لم يتغير شيء.',
      signature: 'فريق Tessera Admin',
    },
    confirmEmailChange: {
      subject: 'تأكيد بريدك الإلكتروني الجديد في Tessera Admin',
      greeting: 'مرحبًا {name}،',
      intro: 'طلبت استخدام هذا العنوان لحسابك في Tessera Admin.',
      action: 'تأكيد بريدي الإلكتروني الجديد',
      linkLead: 'افتح هذا الرابط لتأكيد التغيير:',
      expiry:
        'يعمل الرابط مرة واحدة فقط، لمدة {hours} ساعة. وحتى ذلك الحين يبقى عنوانك القديم مستخدمًا.',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
      signature: 'فريق Tessera Admin',
    },
    emailChanged: {
      subject: 'تم تغيير بريدك الإلكتروني في Tessera Admin',
      greeting: 'مرحبًا {name}،',
      intro:
        'أصبح البريد الإلكتروني لحسابك في Tessera Admin هو {email}. لم يعد هذا العنوان مستخدمًا.',
      ignore: 'إذا لم تفعل ذلك، فأعد تعيين كلمة مرورك من صفحة تسجيل الدخول وتواصل مع المسؤول.',
      signature: 'فريق Tessera Admin',
    },
  },
};

type MailArgs = { language: AccountLanguage; name: string };

const hoursOf = (language: AccountLanguage, hours: number) =>
  new Intl.NumberFormat(language).format(hours);

/** Sign-up's mail to a new account: the link that verifies the address. */
export function verifyEmailMail({
  language,
  name,
  link,
  hours,
}: MailArgs & { link: string; hours: number }): MailContent {
  const words = ACCOUNT_MAIL_MESSAGES[language].verifyEmail;
  return composeMail(language, words, { name, hours: hoursOf(language, hours) }, link);
}

/** Sign-up with an address that has an account: a note to its owner, with the login link. */
export function signUpExistingMail({
  language,
  name,
  link,
}: MailArgs & { link: string }): MailContent {
  return composeMail(language, ACCOUNT_MAIL_MESSAGES[language].signUpExisting, { name }, link);
}

/** An email change: the link to the new address that makes the change. */
export function confirmEmailChangeMail({
  language,
  name,
  link,
  hours,
}: MailArgs & { link: string; hours: number }): MailContent {
  const words = ACCOUNT_MAIL_MESSAGES[language].confirmEmailChange;
  return composeMail(language, words, { name, hours: hoursOf(language, hours) }, link);
}

/** After an email change: the note to the old address. */
export function emailChangedMail({
  language,
  name,
  email,
}: MailArgs & { email: string }): MailContent {
  return composeMail(language, ACCOUNT_MAIL_MESSAGES[language].emailChanged, { name, email });
}
