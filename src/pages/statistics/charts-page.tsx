import { PendingPage } from '@/ui/pending-page';

export default function ChartsPage() {
  return <PendingPage titleKey="menu.charts" noteKey="placeholders.charts" />;
}
