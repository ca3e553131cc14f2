import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DemoWizard } from '@/demo/components/wizard-steps';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import type { WizardOrientation, WizardVariant } from '@/widgets/wizard';

type Example = {
  key: 'simple' | 'rich' | 'verticalRich' | 'verticalSimple';
  variant: WizardVariant;
  orientation: WizardOrientation;
};

// The same three steps in four looks.
const examples: Example[] = [
  { key: 'simple', variant: 'simple', orientation: 'horizontal' },
  { key: 'rich', variant: 'rich', orientation: 'horizontal' },
  { key: 'verticalRich', variant: 'rich', orientation: 'vertical' },
  { key: 'verticalSimple', variant: 'simple', orientation: 'vertical' },
];

function WizardCard({ example }: { example: Example }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t(`wizard.page.${example.key}`)}</CardTitle>
      </CardHeader>
      <CardBody>
        <DemoWizard
          variant={example.variant}
          orientation={example.orientation}
          aria-labelledby={titleId}
        />
      </CardBody>
    </Card>
  );
}

/** Four wizards with independent state: horizontal and vertical, simple and rich. */
export default function FormWizardsPage() {
  return (
    <div className="space-y-6">
      <PageHeader />
      {examples.map((example) => (
        <WizardCard key={example.key} example={example} />
      ))}
    </div>
  );
}
