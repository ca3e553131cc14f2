import { PendingPage } from '@/ui/pending-page';

export default function TagsPage() {
  return <PendingPage titleKey="menu.tags" noteKey="placeholders.tags" />;
}
