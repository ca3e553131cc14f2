import { searchIcons } from './search-icons';

const lists = [
  { title: 'Arrows', names: ['arrow-up', 'arrow-down', 'Home-Arrow'] },
  { title: 'Buildings', names: ['home', 'bank', 'arrow-up'] },
];

describe('searchIcons', () => {
  it('finds names containing the query, whatever the case', () => {
    expect(searchIcons(lists, 'ARROW')).toEqual(['arrow-up', 'arrow-down', 'Home-Arrow']);
    expect(searchIcons(lists, 'home')).toEqual(['Home-Arrow', 'home']);
  });

  it('lists a name found in several lists once', () => {
    expect(searchIcons(lists, 'up')).toEqual(['arrow-up']);
  });

  it('ignores surrounding spaces and finds nothing for an empty query', () => {
    expect(searchIcons(lists, '  bank ')).toEqual(['bank']);
    expect(searchIcons(lists, '   ')).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchIcons(lists, 'zebra')).toEqual([]);
  });
});
