import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeHex } from './color';
import { paletteColorName } from './picker-palette';

/** A function naming a colour for people: the palette colour's translated name, else its hex. */
export function useColorName(): (hex: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (hex: string) => {
      const name = paletteColorName(hex);
      return name ? t(`colorPicker.names.${name}`) : (normalizeHex(hex) ?? hex);
    },
    [t],
  );
}
