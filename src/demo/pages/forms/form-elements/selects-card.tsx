import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { countryOptions, type CountryOption } from '@/demo/data/countries';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { MultiSelect, SimpleSelect } from '@/widgets/select';

interface DemoOption {
  id: number;
  description: string;
}

const countryId = (country: CountryOption) => country.code;
const optionId = (option: DemoOption) => String(option.id);

export function SelectsCard() {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const options: DemoOption[] = [
    { id: 1, description: t('formElements.selects.options.first') },
    { id: 2, description: t('formElements.selects.options.second') },
    { id: 3, description: t('formElements.selects.options.third') },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('formElements.selects.title')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <SimpleSelect
          label={t('formElements.selects.simple')}
          options={options}
          optionKey="description"
          getOptionId={optionId}
        />
        <SimpleSelect
          label={t('formElements.selects.country')}
          name="country"
          options={countries}
          optionKey="name"
          getOptionId={countryId}
        />
        <MultiSelect
          label={t('formElements.selects.multi')}
          options={options}
          optionKey="description"
          getOptionId={optionId}
        />
        <MultiSelect
          label={t('formElements.selects.countries')}
          name="countries"
          options={countries}
          optionKey="name"
          getOptionId={countryId}
        />
      </CardBody>
    </Card>
  );
}
