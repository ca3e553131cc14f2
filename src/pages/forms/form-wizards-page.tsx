import { PendingPage } from '@/ui/pending-page';

export default function FormWizardsPage() {
  return <PendingPage titleKey="menu.formWizards" noteKey="placeholders.formWizards" />;
}
