import { useTranslation } from 'react-i18next';

export default function NotFoundCustomPage() {
  const { t } = useTranslation();
  return <h1>{t('menu.notFoundCustom')}</h1>;
}
