import { PendingPage } from '@/ui/pending-page';

export default function LeafletMapsPage() {
  return <PendingPage titleKey="menu.leafletMaps" noteKey="placeholders.leafletMaps" />;
}
