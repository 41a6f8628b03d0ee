// Mantine's Alert markup (variant light) written out, styled by Mantine's own Alert CSS (base sheet).
// Why: with the Button (button.tsx) gone, the Alert was the last Mantine component on most pages'
// JS (form errors, notices), and it brought the close button, the style-props machinery and the
// theme's variant resolver with it. alert.test.tsx holds this to Mantine's own Alert.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { rootClass, styleCache, useMantineId } from './mantine-markup';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'color'> & {
  /** A theme colour name; the primary colour by default. */
  color?: string;
  title?: ReactNode;
  /** `alert` (announced at once) by default; `status` for news that can wait, `note` for standing remarks. */
  role?: 'alert' | 'status' | 'note';
  /** Space above or below, as a theme spacing step. */
  mt?: Spacing;
  mb?: Spacing;
  children?: ReactNode;
};

const alertStyle = styleCache((color: string | undefined, mt: Spacing | undefined, mb: Spacing | undefined) => {
  // Without a colour Mantine leaves background and border to its stylesheet.
  const colours = color
    ? {
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': `var(--mantine-color-${color}-light-color)`,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      }
    : { '--alert-color': 'var(--mantine-color-brand-light-color)' };
  return {
    ...colours,
    ...(mt ? { marginTop: `var(--mantine-spacing-${mt})` } : {}),
    ...(mb ? { marginBottom: `var(--mantine-spacing-${mb})` } : {}),
  } as CSSProperties;
});

export function Alert({ color, title, role = 'alert', mt, mb, className, style, id, children, ...rest }: AlertProps) {
  const rootId = useMantineId(id);
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const ownStyle = alertStyle(color, mt, mb);
  return (
    <div
      style={style ? { ...ownStyle, ...style } : ownStyle}
      className={rootClass(className, 'm_66836ed3 mantine-Alert-root')}
      id={rootId}
      role={role}
      {...rest}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {title ? (
            <div className="m_6a03f287 mantine-Alert-title">
              <span id={titleId} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          ) : null}
          {children ? (
            <div id={bodyId} className="m_7fa78076 mantine-Alert-message">
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
