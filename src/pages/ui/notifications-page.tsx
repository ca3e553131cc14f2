import { PendingPage } from '@/ui/pending-page';

export default function NotificationsPage() {
  return <PendingPage titleKey="menu.notifications" noteKey="placeholders.notifications" />;
}
