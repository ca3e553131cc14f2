import { useTranslation } from 'react-i18next';

export default function NotFoundSimplePage() {
  const { t } = useTranslation();
  return <h1>{t('menu.notFoundSimple')}</h1>;
}
