import { emailLinkApi } from './email-link-api';
import { EmailLinkPage, type EmailLinkKind } from './email-link-page';

const verify: EmailLinkKind = {
  follow: (token) => emailLinkApi.verify(token),
  words: 'auth.verify',
  next: 'dashboard',
};

export default function VerifyEmailPage() {
  return <EmailLinkPage kind={verify} />;
}
