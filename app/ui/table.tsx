// A data table of native elements styled by the app stylesheet (.data-table). Mantine's Table
// brought its scroll container, and with it ScrollArea (5 KB gzip), into every list page's
// JavaScript for markup the server renders anyway. Same call shape as Mantine's Table.
import type { ComponentPropsWithoutRef } from 'react';

type TableProps = ComponentPropsWithoutRef<'table'> & { striped?: boolean; highlightOnHover?: boolean };

function TableRoot({ striped, highlightOnHover, className, ...rest }: TableProps) {
  return (
    <table
      {...rest}
      className={className ? `data-table ${className}` : 'data-table'}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
    />
  );
}

export const Table = Object.assign(TableRoot, {
  Thead: (props: ComponentPropsWithoutRef<'thead'>) => <thead {...props} />,
  Tbody: (props: ComponentPropsWithoutRef<'tbody'>) => <tbody {...props} />,
  Tfoot: (props: ComponentPropsWithoutRef<'tfoot'>) => <tfoot {...props} />,
  Tr: (props: ComponentPropsWithoutRef<'tr'>) => <tr {...props} />,
  Th: (props: ComponentPropsWithoutRef<'th'>) => <th {...props} />,
  Td: (props: ComponentPropsWithoutRef<'td'>) => <td {...props} />,
});
