import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { DatePicker } from '@/widgets/date-picker';

// The demo dates, at local midnight unless a time is given.
const day = (year: number, month: number, date: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, date, hours, minutes);
const everyFifthDay = (date: Date) => date.getDate() % 5 === 0;

export function DatePickersCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('formElements.datePickers.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-x-8 gap-y-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="grid content-start gap-5">
          <DatePicker label={t('formElements.datePickers.basic')} defaultValue={day(2018, 5, 9)} />
          <DatePicker
            label={t('formElements.datePickers.time')}
            withTime
            defaultValue={day(2018, 5, 8, 14, 10)}
          />
          <DatePicker
            label={t('formElements.datePickers.firstDay')}
            weekStartsOn={1}
            defaultValue={day(2018, 5, 9)}
          />
        </div>
        <div className="grid content-start gap-5">
          <DatePicker
            label={t('formElements.datePickers.disabled')}
            description={t('formElements.datePickers.disabledHint')}
            disabled={everyFifthDay}
            defaultValue={day(2018, 5, 9)}
          />
          <DatePicker
            label={t('formElements.datePickers.multiple')}
            mode="multiple"
            defaultValue={[day(2018, 4, 25), day(2018, 4, 27)]}
          />
          <DatePicker
            label={t('formElements.datePickers.customFormat')}
            // A date-fns pattern per language: each writes day, month and year in its own order.
            displayFormat={t('formElements.datePickers.customPattern')}
            defaultValue={day(2018, 5, 9)}
          />
        </div>
        <div className="grid content-start gap-5">
          <DatePicker
            label={t('formElements.datePickers.range')}
            mode="range"
            inline
            defaultValue={{ from: day(2018, 5, 8), to: day(2018, 5, 23) }}
          />
        </div>
      </CardBody>
    </Card>
  );
}
