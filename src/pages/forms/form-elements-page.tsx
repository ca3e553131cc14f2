import { PendingPage } from '@/ui/pending-page';

export default function FormElementsPage() {
  return <PendingPage titleKey="menu.formElements" noteKey="placeholders.formElements" />;
}
