import { useTranslation } from 'react-i18next';
import { ControlsCard } from './form-elements/controls-card';
import { DatePickersCard } from './form-elements/date-pickers-card';
import { InputsCard } from './form-elements/inputs-card';
import { SelectsCard } from './form-elements/selects-card';

export default function FormElementsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('menu.formElements')}</h1>
      <InputsCard />
      <DatePickersCard />
      <SelectsCard />
      <ControlsCard />
    </div>
  );
}
