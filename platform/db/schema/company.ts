// Companies (platform/modules/company searches them). A company is created when its
// certification is approved (platform/modules/certification); users and most areas point at it.
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 统一社会信用代码 */
    creditCode: text('credit_code').notNull(),
    /** shipper | carrier | agent | platform */
    kind: text('kind').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    industry: text('industry'),
    companySize: text('company_size'),
    /** auth_status dictionary: '2' = verified */
    authStatus: text('auth_status').notNull().default('0'),
    intro: text('intro'),
    createdAt: createdAt(),
    // ---- reporting (issue #8, 运单上报): 道路运输经营许可证号, sent as PermitNumber (platform) and ActualCarrierBusinessLicense
    roadPermitNo: text('road_permit_no'),
  },
  (t) => [uniqueIndex('companies_credit_code').on(t.creditCode), index('companies_kind').on(t.kind)],
);
