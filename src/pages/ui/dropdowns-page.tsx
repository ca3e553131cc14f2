import { PendingPage } from '@/ui/pending-page';

export default function DropdownsPage() {
  return <PendingPage titleKey="menu.dropdowns" noteKey="placeholders.dropdowns" />;
}
