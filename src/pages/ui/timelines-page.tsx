import { PendingPage } from '@/ui/pending-page';

export default function TimelinesPage() {
  return <PendingPage titleKey="menu.timelines" noteKey="placeholders.timelines" />;
}
