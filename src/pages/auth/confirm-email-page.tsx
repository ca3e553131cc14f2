import { emailLinkApi } from './email-link-api';
import { EmailLinkPage, type EmailLinkKind } from './email-link-page';

const confirm: EmailLinkKind = {
  follow: (token) => emailLinkApi.confirmChange(token),
  words: 'auth.confirmEmail',
  next: 'account',
};

export default function ConfirmEmailPage() {
  return <EmailLinkPage kind={confirm} />;
}
