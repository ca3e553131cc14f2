import { PendingPage } from '@/ui/pending-page';

export default function SpinnersPage() {
  return <PendingPage titleKey="menu.spinners" noteKey="placeholders.spinners" />;
}
