import { PendingPage } from '@/ui/pending-page';

export default function YandexMapsPage() {
  return <PendingPage titleKey="menu.yandexMaps" noteKey="placeholders.yandexMaps" />;
}
