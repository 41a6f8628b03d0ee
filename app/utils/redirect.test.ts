import { describe, expect, it } from 'vitest';
import { redirectRouteTarget, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeRedirectTarget('/logistics/vehicle?pageNumber=2&plateNo=冀B')).toBe('/logistics/vehicle?pageNumber=2&plateNo=%E5%86%80B');
    expect(safeRedirectTarget('/workbenck/workbenck')).toBe('/workbenck/workbenck');
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['evil.example'],
    [''],
    [undefined],
    [42],
  ])('rejects %j', (target) => {
    expect(safeRedirectTarget(target, '/fallback')).toBe('/fallback');
  });
});

describe('redirectRouteTarget', () => {
  it('strips /redirect and keeps the rest of the path and its query', () => {
    expect(redirectRouteTarget('http://site.test/redirect/list-goods?originProvince=13&pageNumber=2')).toBe('/list-goods?originProvince=13&pageNumber=2');
    expect(redirectRouteTarget('http://site.test/redirect/news/policy/details/3')).toBe('/news/policy/details/3');
    expect(redirectRouteTarget('http://site.test/redirect')).toBe('/');
    expect(redirectRouteTarget('http://site.test/redirect/')).toBe('/');
  });

  it.each(['http://site.test/redirect//evil.example/x', 'http://site.test/redirect//evil.example', 'http://site.test/redirect/%09/evil.example'])(
    'never leaves the site: %s',
    (url) => {
      const target = redirectRouteTarget(url);
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(new URL(target, 'http://site.test').origin).toBe('http://site.test');
    },
  );
});
