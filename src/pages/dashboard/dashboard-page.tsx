import { PendingPage } from '@/ui/pending-page';

export default function DashboardPage() {
  return <PendingPage titleKey="menu.dashboard" noteKey="placeholders.dashboard" />;
}
