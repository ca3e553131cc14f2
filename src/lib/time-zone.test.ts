import { describe, expect, it } from 'vitest';

import { canonicalTimeZone } from './time-zone';

describe('canonicalTimeZone', () => {
  it('names a zone this engine knows, the same for its links, and no zone it does not know', () => {
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'));
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });
});
