// Dictionaries (platform/modules/dict): the entries every select and status label reads.
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictName: text('dict_name').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    cssClass: text('css_class'),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value').on(t.dictType, t.value)],
);
