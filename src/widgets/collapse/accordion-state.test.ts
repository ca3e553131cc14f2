import { nextOpenItems } from './accordion-state';

describe('nextOpenItems', () => {
  it('opening one closes the others unless expand is set', () => {
    expect(nextOpenItems(['a'], 'b', true, false)).toEqual(['b']);
    expect(nextOpenItems(['a'], 'b', true, true)).toEqual(['a', 'b']);
    expect(nextOpenItems(['a', 'b'], 'b', true, true)).toEqual(['a', 'b']);
  });

  it('closing one leaves the others alone', () => {
    expect(nextOpenItems(['a', 'b'], 'a', false, true)).toEqual(['b']);
    expect(nextOpenItems(['b'], 'a', false, false)).toEqual(['b']);
  });
});
