// The list kit of the screens (capacity-ui.tsx re-exports it): the light pieces of list-base.tsx and
// a dictionary value's badge. Screens without a badge import list-base.tsx and load neither the
// badge nor the dictionaries (issue 15).
import { labelIn, type Dictionary } from '#contract/dictionaries';
import { Badge } from './badge';

export * from './list-base';

// One badge per row: the light markup of badge.tsx, not Mantine's Badge (issue 15).
// `label` overrides the dictionary's word where the screen says more (an order's turn: orderStatusLabel).
export function DictBadge({ dict, value, label }: { dict: Dictionary; value: string; label?: string }) {
  const item = dict.items.find((i) => i.value === value);
  return (
    <Badge color={item?.cssClass ?? 'gray'} radius="sm">
      {label || labelIn(dict, value) || value}
    </Badge>
  );
}
