import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts one edit of each kind once', () => {
    expect(editDistance('patricia', 'patsicia')).toBe(1); // substitution
    expect(editDistance('hobson', 'hobso')).toBe(1); // deletion
    expect(editDistance('davis', 'davsi')).toBe(1); // swap of neighbours
    expect(editDistance('joan', 'joann')).toBe(1); // a doubled last letter
    expect(editDistance('joann', 'joan')).toBe(1);
    expect(editDistance('jean', 'jean')).toBe(0);
  });

  it('does not undercount a repeated last letter (the unrestricted form gives 0 and 1 here)', () => {
    expect(editDistance('joan', 'joanna')).toBe(2);
    expect(editDistance('abc', 'abcc')).toBe(1);
    expect(editDistance('smith', 'smithson')).toBe(3);
  });
});
