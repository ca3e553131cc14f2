import { useTranslation } from 'react-i18next';

export default function NotFoundPagesPage() {
  const { t } = useTranslation();
  return <h1>{t('menu.notFoundPages')}</h1>;
}
