import { Badge as MantineBadge } from '@mantine-part/badge';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { Badge } from './badge';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);

describe('Badge', () => {
  it('is the markup of Mantine’s light badge for every colour, radius and class the app uses', () => {
    for (const color of [undefined, 'brand', 'red', 'green', 'blue', 'gray', 'grape', 'orange'])
      for (const radius of [undefined, 'sm' as const])
        for (const className of [undefined, 'cert-status']) {
          const props = { color, radius, className };
          expect(inTheme(<Badge {...props}>已认证</Badge>), JSON.stringify(props)).toBe(
            inTheme(
              <MantineBadge component="span" variant="light" {...props}>
                已认证
              </MantineBadge>,
            ),
          );
        }
  });
});
