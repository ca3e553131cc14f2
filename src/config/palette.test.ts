import tokens from '../styles/tokens.css?raw';
import { palette } from './palette';

describe('palette', () => {
  it('drives the CSS tokens with the same values', () => {
    for (const [name, value] of Object.entries(palette)) {
      expect(tokens).toMatch(new RegExp(`--palette-${name}:\\s*${value};`, 'i'));
    }
  });
});
