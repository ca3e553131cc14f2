import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DemoWizard } from '@/demo/components/wizard-steps';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import type { WizardLayout, WizardVariant } from '@/widgets/wizard';

type Example = {
  key: 'simple' | 'rich' | 'verticalRich' | 'verticalSimple';
  variant: WizardVariant;
  layout: WizardLayout;
};

// The same three steps in four looks.
const examples: Example[] = [
  { key: 'simple', variant: 'simple', layout: 'horizontal' },
  { key: 'rich', variant: 'rich', layout: 'horizontal' },
  { key: 'verticalRich', variant: 'rich', layout: 'vertical' },
  { key: 'verticalSimple', variant: 'simple', layout: 'vertical' },
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
        <DemoWizard variant={example.variant} layout={example.layout} aria-labelledby={titleId} />
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
