import { PendingPage } from '@/ui/pending-page';

export default function ExtraPage() {
  return <PendingPage titleKey="menu.extra" noteKey="placeholders.extra" />;
}
