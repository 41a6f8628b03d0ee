// Mantine's light Badge markup written out, styled by Mantine's own Badge CSS (pages sheet).
// Why: a list page shows one badge per row, and Mantine's Badge resolved its theme, variant colours
// and style props for each of them (about a tenth of a list page's render on the server), and it
// brought Mantine's component machinery into the JS of every page that shows one (issue 15).
// badge.test.tsx holds this to Mantine's own Badge.
import type { CSSProperties, ReactNode } from 'react';
import { rootClass, styleCache } from './mantine-markup';

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const badgeStyle = styleCache(
  (color: string, radius: Radius | undefined) =>
    ({
      ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
      '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    }) as CSSProperties,
);

/** A light badge; a pill unless `radius` says otherwise. */
export function Badge({ color = 'brand', radius, className, children }: { color?: string; radius?: Radius; className?: string; children: ReactNode }) {
  return (
    <span style={badgeStyle(color, radius)} className={rootClass(className, 'm_347db0ec mantine-Badge-root')} data-variant="light">
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </span>
  );
}
