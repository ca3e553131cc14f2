import { applyTheme } from './theme';

/**
 * Paper is white and browsers leave backgrounds out of a print: a page printed in the dark theme
 * would come out as light text on white. While the browser prints, the page takes the light theme,
 * then gets its own back. Returns the function that stops this.
 */
export function printInLightTheme(): () => void {
  const root = document.documentElement;
  let shown: string | undefined;
  const before = () => {
    shown = root.dataset.theme;
    if (shown === 'dark') applyTheme('light');
  };
  const after = () => {
    if (shown === 'dark' && root.dataset.theme === 'light') applyTheme('dark');
    shown = undefined;
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}
