import { PendingPage } from '@/ui/pending-page';

export default function ButtonsPage() {
  return <PendingPage titleKey="menu.buttons" noteKey="placeholders.buttons" />;
}
