import { useEffect, type RefObject } from 'react';

import type { ColorPickerLabels } from './color-picker-labels';

type ColorfulLabels = Pick<
  ColorPickerLabels,
  'saturation' | 'saturationValue' | 'hue' | 'hueValue'
>;

const NUMBER = /(\d+(?:\.\d+)?)/g;

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * react-colorful names its two sliders in English ("Color", "Hue", "Saturation 50%, Brightness
 * 30%") and gives the saturation area no `aria-valuenow`, which a slider needs (axe:
 * aria-required-attr). It has no props for this, so the names and values are rewritten in the DOM,
 * and again each time react-colorful re-renders them.
 */
export function useColorfulLabels(root: RefObject<HTMLElement | null>, labels: ColorfulLabels) {
  const { saturation, saturationValue, hue, hueValue } = labels;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const written = new WeakMap<Element, string>();

    const apply = () => {
      const [area, hueSlider] = element.querySelectorAll('.react-colorful__interactive');
      if (area) {
        setAttribute(area, 'aria-label', saturation);
        const text = area.getAttribute('aria-valuetext') ?? '';
        if (text !== written.get(area)) {
          const [s = '0', v = '0'] = text.match(NUMBER) ?? [];
          const translated = saturationValue(Number(s), Number(v));
          written.set(area, translated);
          setAttribute(area, 'aria-valuetext', translated);
          setAttribute(area, 'aria-valuenow', String(Math.round(Number(s))));
          setAttribute(area, 'aria-valuemin', '0');
          setAttribute(area, 'aria-valuemax', '100');
        }
      }
      if (hueSlider) {
        setAttribute(hueSlider, 'aria-label', hue);
        setAttribute(
          hueSlider,
          'aria-valuetext',
          hueValue(Number(hueSlider.getAttribute('aria-valuenow') ?? 0)),
        );
      }
    };

    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-valuetext', 'aria-valuenow'],
    });
    return () => observer.disconnect();
  }, [root, saturation, saturationValue, hue, hueValue]);
}
