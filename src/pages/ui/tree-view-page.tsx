import { PendingPage } from '@/ui/pending-page';

export default function TreeViewPage() {
  return <PendingPage titleKey="menu.treeView" noteKey="placeholders.treeView" />;
}
