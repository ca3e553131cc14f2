import { PendingPage } from '@/ui/pending-page';

export default function ModalsPage() {
  return <PendingPage titleKey="menu.modals" noteKey="placeholders.modals" />;
}
