import { PendingPage } from '@/ui/pending-page';

export default function BubbleMapsPage() {
  return <PendingPage titleKey="menu.bubbleMaps" noteKey="placeholders.bubbleMaps" />;
}
