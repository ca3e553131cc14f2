import { PendingPage } from '@/ui/pending-page';

export default function MediumEditorPage() {
  return <PendingPage titleKey="menu.mediumEditor" noteKey="placeholders.mediumEditor" />;
}
