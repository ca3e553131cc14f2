import { PendingPage } from '@/ui/pending-page';

export default function IconSetsPage() {
  return <PendingPage titleKey="menu.icons" noteKey="placeholders.icons" />;
}
