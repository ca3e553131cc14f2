import { PendingPage } from '@/ui/pending-page';

export default function TablesPage() {
  return <PendingPage titleKey="menu.tables" noteKey="placeholders.tables" />;
}
