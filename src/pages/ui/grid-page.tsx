import { PendingPage } from '@/ui/pending-page';

export default function GridPage() {
  return <PendingPage titleKey="menu.grid" noteKey="placeholders.grid" />;
}
