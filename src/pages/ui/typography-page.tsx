import { PendingPage } from '@/ui/pending-page';

export default function TypographyPage() {
  return <PendingPage titleKey="menu.typography" noteKey="placeholders.typography" />;
}
