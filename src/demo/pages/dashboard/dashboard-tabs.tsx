import { useTranslation } from 'react-i18next';

import { FeaturesList } from '@/demo/components/features-list';
import { DemoWizard } from '@/demo/components/wizard-steps';
import { useDemoChat, useDemoProfile } from '@/demo/data/social';
import { ChatBox } from '@/widgets/chat';
import { ProfileCard } from '@/widgets/profile-card';

// The dashboard's hidden tabs, in a chunk of their own: the first paint never waits for them.

export function UsersAndMembers() {
  return (
    <div className="grid items-start gap-8 md:grid-cols-[1fr_2fr]">
      <ProfileCard {...useDemoProfile()} />
      <ChatBox {...useDemoChat()} />
    </div>
  );
}

export function SetupProfile() {
  const { t } = useTranslation();
  return (
    <DemoWizard variant="rich" orientation="vertical" aria-label={t('dashboard.wizardTitle')} />
  );
}

export { FeaturesList as Features };
