import { Badge } from '@mantine-part/badge';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { dict } from '#contract/dict/core';
import { DICTIONARIES } from '#contract/dictionary-table';
import { labelIn, type Dictionary } from '#contract/dictionaries';
import { DictBadge } from './list-ui';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);

/** What DictBadge rendered when it was Mantine's Badge. */
function mantineBadge(dictionary: Dictionary, value: string) {
  const item = dictionary.items.find((i) => i.value === value);
  return inTheme(
    <Badge component="span" color={item?.cssClass ?? 'gray'} variant="light" radius="sm">
      {labelIn(dictionary, value) || value}
    </Badge>,
  );
}

const dictionaries = Object.values(DICTIONARIES);

describe('DictBadge', () => {
  it('is the markup of Mantine’s light badge for every colour the dictionaries use', () => {
    const coloured = dictionaries.flatMap((d) => d.items.filter((item) => item.cssClass).map((item) => [d, item.value] as const));
    const colours = new Set(coloured.map(([d, value]) => d.items.find((i) => i.value === value)!.cssClass));
    expect(colours.size).toBeGreaterThan(5);
    for (const [d, value] of coloured) expect(inTheme(<DictBadge dict={d} value={value} />)).toBe(mantineBadge(d, value));
  });

  it('shows an unknown or uncoloured value as a grey badge of the value itself', () => {
    const plain = dict('test', [
      ['1', '甲'],
      ['2', '乙', 'green'],
    ]);
    for (const value of ['1', '2', '9']) expect(inTheme(<DictBadge dict={plain} value={value} />)).toBe(mantineBadge(plain, value));
    expect(inTheme(<DictBadge dict={plain} value="9" />)).toContain('--badge-bg:var(--mantine-color-gray-light)');
  });
});
