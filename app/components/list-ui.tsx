// The list kit of the screens (capacity-ui.tsx re-exports it): the light pieces of list-base.tsx and
// a dictionary value's badge (Mantine's Badge). Screens without a badge import list-base.tsx and
// load neither Badge nor the dictionaries (issue 15).
import { Badge } from '@mantine-part/badge';
import { labelIn, type Dictionary } from '#contract/dictionaries';

export * from './list-base';

export function DictBadge({ dict, value }: { dict: Dictionary; value: string }) {
  const item = dict.items.find((i) => i.value === value);
  return (
    <Badge component="span" color={item?.cssClass ?? 'gray'} variant="light" radius="sm">
      {labelIn(dict, value) || value}
    </Badge>
  );
}
