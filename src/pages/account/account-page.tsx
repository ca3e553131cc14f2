import { useTranslation } from 'react-i18next';

import { useAccount } from '@/lib/session';
import { PageHeader } from '@/ui/page-header';

import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

export default function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <PageHeader description={t('account.lead')} />
      {account && (
        <>
          {/* Keyed by email: a confirmed change elsewhere starts the forms afresh. */}
          <ProfileSection key={`profile-${account.email}`} account={account} />
          <EmailSection account={account} />
          <PasswordSection />
          <TwoFactorSection />
          <SessionsSection />
          <DeleteSection account={account} />
        </>
      )}
    </div>
  );
}
