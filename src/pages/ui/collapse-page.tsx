import { PendingPage } from '@/ui/pending-page';

export default function CollapsePage() {
  return <PendingPage titleKey="menu.collapse" noteKey="placeholders.collapse" />;
}
