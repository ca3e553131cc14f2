import type { ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { helpUrl } from '@/config/app-config';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { FileUpload, type FileUploadProps } from '@/widgets/file-upload';

const IMAGE_TYPES = '.png, .jpg, .jpeg, .gif';

/** The page's five file-upload widgets, in order. All start empty. */
const DEMOS = [
  {
    key: 'advancedMediaGallery',
    props: { variant: 'gallery', dropzone: true, fileTypes: IMAGE_TYPES },
  },
  { key: 'advancedUploadList', props: { variant: 'list', dropzone: true } },
  { key: 'single', props: { variant: 'single' } },
  { key: 'mediaGallery', props: { variant: 'gallery', fileTypes: IMAGE_TYPES } },
  { key: 'uploadList', props: { variant: 'list' } },
] as const satisfies readonly { key: string; props: FileUploadProps }[];

export default function FileUploadPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader
        description={<Trans i18nKey="fileUpload.pageIntro" components={{ help: <HelpLink /> }} />}
      />
      {DEMOS.map(({ key, props }) => (
        <Card key={key} aria-labelledby={`file-upload-${key}`}>
          <CardHeader>
            <CardTitle id={`file-upload-${key}`}>{t(`fileUpload.${key}`)}</CardTitle>
          </CardHeader>
          <CardBody>
            <FileUpload {...props} />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}

/** The help page's "Wire an upload" section; Trans fills in the translated link text. */
function HelpLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      {...props}
      href={`${helpUrl('file-upload')}#wire-an-upload`}
      className="font-semibold text-primary-strong underline underline-offset-2"
    >
      {children}
    </a>
  );
}
