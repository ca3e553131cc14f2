import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/widgets/checkbox';
import { RadioButton, RadioGroup } from '@/widgets/radio';
import { Switch } from '@/widgets/switch';

export function ControlsCard() {
  const { t } = useTranslation();
  const heading = 'mb-3 text-sm font-semibold tracking-wide text-muted uppercase';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('formElements.controls.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-x-8 gap-y-8 md:grid-cols-3">
        <fieldset className="grid content-start gap-3">
          <legend className={heading}>{t('formElements.controls.checkboxes')}</legend>
          <Checkbox label={t('formElements.controls.unselected')} />
          <Checkbox label={t('formElements.controls.selected')} defaultChecked />
          <Checkbox label={t('formElements.controls.readonly')} defaultChecked readOnly />
          <Checkbox label={t('formElements.controls.disabled')} defaultChecked disabled />
          <Checkbox label={t('formElements.controls.error')} error />
          <Checkbox
            label={t('formElements.controls.errorMessages')}
            defaultChecked
            errorMessages={[
              t('formElements.controls.errorMessageOne'),
              t('formElements.controls.errorMessageTwo'),
            ]}
            errorCount={2}
          />
        </fieldset>
        <div className="grid content-start gap-6">
          <RadioGroup
            label={t('formElements.controls.radio')}
            name="demo-radio"
            defaultValue="option1"
          >
            <RadioButton value="option1" label={t('formElements.controls.optionOne')} />
            <RadioButton value="option2" label={t('formElements.controls.optionTwo')} />
          </RadioGroup>
          <RadioGroup
            label={t('formElements.controls.disabledRadio')}
            name="demo-radio-disabled"
            defaultValue="option1"
            disabled
          >
            <RadioButton value="option1" label={t('formElements.controls.optionOne')} />
            <RadioButton value="option2" label={t('formElements.controls.optionTwo')} />
          </RadioGroup>
        </div>
        <div className="grid content-start gap-3">
          <p className={heading}>{t('formElements.controls.switches')}</p>
          <Switch
            label={t('formElements.controls.gender')}
            labels={{
              on: t('formElements.controls.male'),
              off: t('formElements.controls.female'),
            }}
            defaultChecked
          />
        </div>
      </CardBody>
    </Card>
  );
}
