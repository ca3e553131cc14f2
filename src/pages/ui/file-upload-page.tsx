import { PendingPage } from '@/ui/pending-page';

export default function FileUploadPage() {
  return <PendingPage titleKey="menu.fileUpload" noteKey="placeholders.fileUpload" />;
}
