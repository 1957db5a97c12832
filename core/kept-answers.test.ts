import { describe, expect, it } from 'vitest';
import { keepAnswers, keepAnswersFor } from './kept-answers.js';

describe('keepAnswers', () => {
  it('works an answer out once per string and gives the kept one after', () => {
    const asked: string[] = [];
    const length = keepAnswers((s: string) => {
      asked.push(s);
      return s.length;
    });
    expect([length('abc'), length('abc'), length('de'), length('abc')]).toEqual([3, 3, 2, 3]);
    expect(asked).toEqual(['abc', 'de']);
  });

  it('keeps an answer that is undefined or null as well', () => {
    let calls = 0;
    const nothing = keepAnswers((_s: string) => {
      calls++;
      return null;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('begins afresh after size different strings, so the store stays bounded', () => {
    const asked: string[] = [];
    const echo = keepAnswers((s: string) => {
      asked.push(s);
      return s;
    }, 2);
    echo('a');
    echo('b');
    echo('c'); // the store was full: cleared, then c kept
    echo('c');
    echo('a'); // a was dropped with the store
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('keepAnswersFor', () => {
  it('keeps answers apart for each object the function reads', () => {
    const asked: string[] = [];
    const tagged = keepAnswersFor((s: string, of: { tag: string }) => {
      asked.push(`${of.tag}:${s}`);
      return `${of.tag}:${s}`;
    });
    const a = { tag: 'a' };
    const b = { tag: 'b' };
    expect([tagged('x', a), tagged('x', b), tagged('x', a), tagged('y', b)]).toEqual([
      'a:x',
      'b:x',
      'a:x',
      'b:y',
    ]);
    expect(asked).toEqual(['a:x', 'b:x', 'b:y']);
  });
});
