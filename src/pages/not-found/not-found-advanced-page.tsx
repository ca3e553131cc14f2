import { useTranslation } from 'react-i18next';

export default function NotFoundAdvancedPage() {
  const { t } = useTranslation();
  return <h1>{t('menu.notFoundAdvanced')}</h1>;
}
