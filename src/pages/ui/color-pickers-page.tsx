import { PendingPage } from '@/ui/pending-page';

export default function ColorPickersPage() {
  return <PendingPage titleKey="menu.colorPickers" noteKey="placeholders.colorPickers" />;
}
