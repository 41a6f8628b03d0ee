import { Button as MantineButton } from '@mantine-part/button';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { Button, type ButtonSize, type ButtonVariant } from './button';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);
const RouterLink = ({ to, ...props }: { to: string } & React.ComponentPropsWithoutRef<'a'>) => <a href={to} {...props} />;

const variants: (ButtonVariant | undefined)[] = [undefined, 'filled', 'default', 'light', 'subtle', 'outline'];
const colours = [undefined, 'brand', 'red', 'green', 'blue'];
const sizes: (ButtonSize | undefined)[] = [undefined, 'xs', 'sm', 'md'];

describe('Button', () => {
  it('is the markup of Mantine’s Button for every variant, colour and size', () => {
    let compared = 0;
    for (const variant of variants)
      for (const color of colours)
        for (const size of sizes) {
          const props = { variant, color, size };
          expect(inTheme(<Button {...props}>保存</Button>), JSON.stringify(props)).toBe(inTheme(<MantineButton {...props}>保存</MantineButton>));
          compared++;
        }
    expect(compared).toBe(120);
  });

  it('is Mantine’s markup when busy, disabled, a submit button with a name, or carrying its own class and style', () => {
    const cases = [
      { loading: true },
      { loading: false },
      { disabled: true },
      { disabled: true, loading: true, color: 'red' },
      { type: 'submit' as const, name: 'intent', value: 'grab', 'aria-label': '抢单 1 号' },
      { className: 'wide', style: { marginTop: 'var(--mantine-spacing-md)' } },
      { type: 'submit' as const, fullWidth: true, size: 'md' as const, loading: true },
      { id: 'save', variant: 'light' as const, size: 'xs' as const, loading: true },
    ];
    for (const props of cases)
      expect(inTheme(<Button {...props}>保存</Button>), JSON.stringify(props)).toBe(inTheme(<MantineButton {...props}>保存</MantineButton>));
  });

  it('is Mantine’s markup as a link, and a native button is not a submit button unless it says so', () => {
    expect(
      inTheme(
        <Button component="a" href="/x" variant="default">
          返回
        </Button>,
      ),
    ).toBe(
      inTheme(
        <MantineButton component="a" href="/x" variant="default">
          返回
        </MantineButton>,
      ),
    );
    expect(
      inTheme(
        <Button component={RouterLink} to="/user/orderRelease">
          发布
        </Button>,
      ),
    ).toBe(
      inTheme(
        <MantineButton component={RouterLink} to="/user/orderRelease">
          发布
        </MantineButton>,
      ),
    );
    expect(inTheme(<Button>取消</Button>)).toContain('type="button"');
    expect(
      inTheme(
        <Button component="a" href="/x">
          返回
        </Button>,
      ),
    ).not.toContain('type=');
  });
});
