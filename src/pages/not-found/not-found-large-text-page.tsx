import { useTranslation } from 'react-i18next';

export default function NotFoundLargeTextPage() {
  const { t } = useTranslation();
  return <h1>{t('menu.notFoundLargeText')}</h1>;
}
