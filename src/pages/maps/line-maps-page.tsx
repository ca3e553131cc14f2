import { PendingPage } from '@/ui/pending-page';

export default function LineMapsPage() {
  return <PendingPage titleKey="menu.lineMaps" noteKey="placeholders.lineMaps" />;
}
