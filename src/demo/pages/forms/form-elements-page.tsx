import { PageHeader } from '@/ui/page-header';

import { ControlsCard } from './form-elements/controls-card';
import { DatePickersCard } from './form-elements/date-pickers-card';
import { InputsCard } from './form-elements/inputs-card';
import { SelectsCard } from './form-elements/selects-card';

export default function FormElementsPage() {
  return (
    <div className="space-y-6">
      <PageHeader />
      <InputsCard />
      <DatePickersCard />
      <SelectsCard />
      <ControlsCard />
    </div>
  );
}
