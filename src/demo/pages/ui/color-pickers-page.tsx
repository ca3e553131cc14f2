import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  AdvancedPicker,
  ColorPickerInput,
  ColorSquare,
  CustomPalette,
  SliderPicker,
} from '@/widgets/color-picker';

/** Three popover pickers, then each picker inline. */
export default function ColorPickersPage() {
  const { t } = useTranslation();
  const [simple, setSimple] = useState('#f81953');
  const [slider, setSlider] = useState('#34495e');
  const [advanced, setAdvanced] = useState('#ffd50a');
  const [inlineSimple, setInlineSimple] = useState('#f81953');
  const [inlineSlider, setInlineSlider] = useState('#2e5e2a');
  const [inlineAdvanced, setInlineAdvanced] = useState('#ffd50a');

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('colorPicker.page.pickers')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap justify-around gap-6">
            <ColorPickerInput
              mode="palette"
              label={t('colorPicker.modes.simple')}
              value={simple}
              onValueChange={setSimple}
            />
            <ColorPickerInput
              mode="slider"
              label={t('colorPicker.modes.slider')}
              value={slider}
              onValueChange={setSlider}
            />
            <ColorPickerInput
              mode="advanced"
              label={t('colorPicker.modes.advanced')}
              value={advanced}
              onValueChange={setAdvanced}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('colorPicker.page.simpleInline')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap items-start gap-6">
            <ColorSquare color={inlineSimple} />
            <CustomPalette
              value={inlineSimple}
              onValueChange={setInlineSimple}
              className="min-w-0 flex-1"
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('colorPicker.page.slider')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap items-start gap-6">
            <ColorSquare color={inlineSlider} />
            <SliderPicker value={inlineSlider} onValueChange={setInlineSlider} className="flex-1" />
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('colorPicker.page.advanced')}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-wrap items-start gap-6">
            <ColorSquare color={inlineAdvanced} />
            <AdvancedPicker value={inlineAdvanced} onValueChange={setInlineAdvanced} />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
