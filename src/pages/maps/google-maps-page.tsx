import { PendingPage } from '@/ui/pending-page';

export default function GoogleMapsPage() {
  return <PendingPage titleKey="menu.googleMaps" noteKey="placeholders.googleMaps" />;
}
