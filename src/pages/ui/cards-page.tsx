import { PendingPage } from '@/ui/pending-page';

export default function CardsPage() {
  return <PendingPage titleKey="menu.cards" noteKey="placeholders.cards" />;
}
