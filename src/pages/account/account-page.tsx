import { PageHeader } from '@/ui/page-header';

import { TwoFactorSection } from './two-factor-section';

/** A stand-in for the account page while it is written elsewhere: the two-factor section alone. */
export default function AccountPage() {
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader />
      <TwoFactorSection />
    </div>
  );
}
