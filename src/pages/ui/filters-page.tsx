import { PendingPage } from '@/ui/pending-page';

export default function FiltersPage() {
  return <PendingPage titleKey="menu.filters" noteKey="placeholders.filters" />;
}
