import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeRedirectTarget('/logistics/vehicle?pageNumber=2&plateNo=冀B')).toBe(
      '/logistics/vehicle?pageNumber=2&plateNo=%E5%86%80B',
    );
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
