import { describe, expect, it } from 'vitest';
import { inScope, InvalidSourceError, parseSourceInput, sourceScope } from './sources.js';

describe('parseSourceInput', () => {
  const base = {
    url: 'https://smithfh.example/obituaries',
    type: 'funeral_home',
    state: 'Ohio',
    county: 'Lucas County',
  };

  it('normalizes state names to codes, drops "County", defaults the name and render', () => {
    expect(parseSourceInput(base)).toEqual({
      url: 'https://smithfh.example/obituaries',
      type: 'funeral_home',
      state: 'OH',
      county: 'Lucas',
      name: 'smithfh.example',
      render: 'http',
    });
    expect(parseSourceInput({ ...base, render: 'browser', name: ' Smith FH ' })).toMatchObject({
      render: 'browser',
      name: 'Smith FH',
    });
  });

  it.each([
    [{ url: 'not a url' }, /Not a URL/],
    [{ url: 'ftp://x.example/' }, /http or https/],
    [{ url: 'https://u:p@x.example/' }, /credentials/],
    [{ type: 'blog' }, /--type must be one of funeral_home, newspaper/],
    [{ state: 'Atlantis' }, /Unknown US state/],
    [{ county: '  ' }, /--county/],
    [{ render: 'chrome' }, /--render/],
  ])('refuses %o', (patch, message) => {
    expect(() => parseSourceInput({ ...base, ...patch })).toThrow(InvalidSourceError);
    expect(() => parseSourceInput({ ...base, ...patch })).toThrow(message);
  });
});

describe('sourceScope', () => {
  it('covers the start page folder on the same origin only', () => {
    const s = sourceScope('http://127.0.0.1:8080/fh/smith/obituaries');
    expect(s).toEqual({ origin: 'http://127.0.0.1:8080', pathPrefix: '/fh/smith/' });
    expect(inScope(s, 'http://127.0.0.1:8080/fh/smith/obituary/12')).toBe(true);
    expect(inScope(s, 'http://127.0.0.1:8080/fh/jones/obituary/12')).toBe(false);
    expect(inScope(s, 'http://127.0.0.1:9090/fh/smith/obituary/12')).toBe(false);
    expect(inScope(s, 'garbage')).toBe(false);
    expect(sourceScope('http://x.test/news/paper/obits/').pathPrefix).toBe('/news/paper/');
    expect(sourceScope('http://x.test/obituaries').pathPrefix).toBe('/');
    expect(sourceScope('http://x.test/').pathPrefix).toBe('/');
  });
});
