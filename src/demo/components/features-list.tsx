import { Atom, Blocks, Feather, Gift, Palette, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features = [
  { key: 'react', icon: Atom },
  { key: 'free', icon: Gift },
  { key: 'design', icon: Palette },
  { key: 'responsive', icon: Smartphone },
  { key: 'widgets', icon: Blocks },
  { key: 'light', icon: Feather },
] as const;

/** The six feature claims of the dashboard's Features tab and the Extra page's Overview. */
export function FeaturesList() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-x-10 gap-y-6 py-2 md:grid-cols-2">
      {features.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-center gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary-strong">
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="text-lg">{t(`dashboard.featuresList.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
