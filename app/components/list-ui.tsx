// The list kit of the screens (capacity-ui.tsx re-exports it): the light pieces of list-base.tsx and
// a dictionary value's badge. Screens without a badge import list-base.tsx and load neither the
// badge nor the dictionaries (issue 15).
import type { CSSProperties } from 'react';
import { labelIn, type Dictionary } from '#contract/dictionaries';

export * from './list-base';

// Mantine's Badge markup (variant light, radius sm) written out: a list page shows one badge per
// row, and Mantine's Badge resolved its theme, variant colours and style props for each of them
// (about a tenth of a list page's render on the server, issue 15). list-ui.test.tsx holds this to
// Mantine's own markup for every colour the dictionaries use.
const badgeStyles = new Map<string, CSSProperties>();
function badgeStyle(color: string): CSSProperties {
  let style = badgeStyles.get(color);
  if (!style) {
    style = {
      '--badge-radius': 'var(--mantine-radius-sm)',
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
      '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    } as CSSProperties;
    badgeStyles.set(color, style);
  }
  return style;
}

export function DictBadge({ dict, value }: { dict: Dictionary; value: string }) {
  const item = dict.items.find((i) => i.value === value);
  return (
    <span style={badgeStyle(item?.cssClass ?? 'gray')} className="m_347db0ec mantine-Badge-root" data-variant="light">
      <span className="m_5add502a mantine-Badge-label">{labelIn(dict, value) || value}</span>
    </span>
  );
}
