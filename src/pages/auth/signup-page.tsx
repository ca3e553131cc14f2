import { useTranslation } from 'react-i18next';

export default function SignupPage() {
  const { t } = useTranslation();
  return <h1>{t('menu.signup')}</h1>;
}
