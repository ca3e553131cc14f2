/**
 * Breakpoints are in rem, as Tailwind's own are. In px, a reader's larger text size (a browser
 * setting) would keep the wide layout, and Tailwind would put those breakpoints' rules before
 * every rem one in the stylesheet, so an `lg:` utility would lose to an `sm:` or `md:` one.
 */
import { appConfig } from '@/config/app-config';
import { WIZARD_NARROW_QUERY } from '@/widgets/wizard/wizard-state';

import stylesheet from './index.css?raw';

describe('breakpoints', () => {
  it('the stylesheet declares its breakpoints in rem', () => {
    const declared = [...stylesheet.matchAll(/--breakpoint-([\w-]+):\s*([^;]+);/g)];
    expect(declared.map(([, name]) => name)).toEqual(['xs', 'lg']);
    for (const [, , value] of declared) expect(value).toMatch(/^\d+(\.\d+)?rem$/);
  });

  it('the media queries scripts ask are in rem too', () => {
    for (const query of [appConfig.largeScreenQuery, appConfig.phoneQuery, WIZARD_NARROW_QUERY]) {
      expect(query).toMatch(/\d+(\.\d+)?rem\)$/);
      expect(query).not.toMatch(/px/);
    }
  });
});
