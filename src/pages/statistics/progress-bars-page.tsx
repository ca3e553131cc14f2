import { PendingPage } from '@/ui/pending-page';

export default function ProgressBarsPage() {
  return <PendingPage titleKey="menu.progressBars" noteKey="placeholders.progressBars" />;
}
