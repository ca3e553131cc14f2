import { chosenSummary, typedQuery } from './chosen-summary';

const count = (chosen: number, total: number) => `${chosen}/${total} chosen`;
const list = (labels: readonly string[]) => labels.join(' + ');

describe('chosenSummary', () => {
  it('lists up to two labels and counts from three', () => {
    expect(chosenSummary([], 5, count, list)).toBe('');
    expect(chosenSummary(['Alpha'], 5, count, list)).toBe('Alpha');
    expect(chosenSummary(['Alpha', 'Beta'], 5, count, list)).toBe('Alpha + Beta');
    expect(chosenSummary(['Alpha', 'Beta', 'Gamma'], 5, count, list)).toBe('3/5 chosen');
  });
});

describe('typedQuery', () => {
  it('keeps only what was typed into the closed field', () => {
    expect(typedQuery('Alpha, Betag', 'Alpha, Beta')).toBe('g');
    expect(typedQuery('Alpha, Bet', 'Alpha, Beta')).toBe('');
    expect(typedQuery('g', 'Alpha, Beta')).toBe('g');
    expect(typedQuery('g', '')).toBe('g');
  });
});
