// Mantine's Button markup written out, styled by Mantine's own Button and Loader CSS (base sheet).
// Why: Mantine's Button brought its Loader, Transition, button groups and the theme's variant
// resolver into the JS of every page (the workspace header has buttons), and resolved all of it
// again for every button on every server render. The markup, classes and CSS variables are the same;
// button.test.tsx holds them to Mantine's own Button for every variant, colour and size the app uses.
// Difference: the loading spinner appears at once instead of sliding in over 150 ms.
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import { styleCache } from './mantine-markup';

export type ButtonVariant = 'filled' | 'light' | 'subtle' | 'outline' | 'default';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

type OwnProps<C extends ElementType> = {
  /** A Remix `Link`, `'a'`; a native `<button>` by default. */
  component?: C;
  variant?: ButtonVariant;
  /** A theme colour name (`red`, `green`, …); the primary colour by default. */
  color?: string;
  size?: ButtonSize;
  /** Busy: disabled, with a spinner over the label. */
  loading?: boolean;
  disabled?: boolean;
  /** As wide as its container. */
  fullWidth?: boolean;
  children?: ReactNode;
};

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> & Omit<ComponentPropsWithoutRef<C>, keyof OwnProps<C>>;

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/** The colour variables Mantine's default variant resolver gives a button. */
function colourVars(variant: ButtonVariant, color: string) {
  const c = `var(--mantine-color-${color}`;
  switch (variant) {
    case 'default':
      return {
        '--button-bg': 'var(--mantine-color-default)',
        '--button-hover': 'var(--mantine-color-default-hover)',
        '--button-color': 'var(--mantine-color-default-color)',
        '--button-bd': `${BORDER} var(--mantine-color-default-border)`,
      };
    case 'light':
      return {
        '--button-bg': `${c}-light)`,
        '--button-hover': `${c}-light-hover)`,
        '--button-color': `${c}-light-color)`,
        '--button-bd': `${BORDER} transparent`,
      };
    case 'subtle':
      return {
        '--button-bg': 'transparent',
        '--button-hover': `${c}-light-hover)`,
        '--button-color': `${c}-light-color)`,
        '--button-bd': `${BORDER} transparent`,
      };
    case 'outline':
      return {
        '--button-bg': 'transparent',
        '--button-hover': `${c}-outline-hover)`,
        '--button-color': `${c}-outline)`,
        '--button-bd': `${BORDER} ${c}-outline)`,
      };
    default:
      return {
        '--button-bg': `${c}-filled)`,
        '--button-hover': `${c}-filled-hover)`,
        '--button-color': 'var(--mantine-color-white)',
        '--button-bd': `${BORDER} transparent`,
      };
  }
}

const buttonStyle = styleCache((variant: ButtonVariant | undefined, color: string | undefined, size: ButtonSize | undefined) => {
  const sizeVars = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size})`,
      }
    : {};
  // Without a variant or colour Mantine leaves background, hover and border to its stylesheet.
  const colours = variant || color ? colourVars(variant ?? 'filled', color ?? 'brand') : { '--button-color': 'var(--mantine-color-white)' };
  return { ...sizeVars, ...colours } as CSSProperties;
});

const LOADER_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
} as CSSProperties;
const SPINNER_STYLE = { '--loader-size': 'calc(var(--button-height) / 1.8)', '--loader-color': 'var(--button-color)' } as CSSProperties;

export function Button<C extends ElementType = 'button'>({
  component,
  variant,
  color,
  size,
  loading,
  disabled,
  fullWidth,
  children,
  className,
  style,
  ...rest
}: ButtonProps<C>) {
  const Root: ElementType = component ?? 'button';
  const active = !disabled && !loading;
  const ownStyle = buttonStyle(variant, color, size);
  return (
    <Root
      style={style ? { ...ownStyle, ...style } : ownStyle}
      className={`mantine-focus-auto${active ? ' mantine-active' : ''}${className ? ` ${className}` : ''} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      type={Root === 'button' ? 'button' : undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading ? (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span style={SPINNER_STYLE} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </Root>
  );
}
