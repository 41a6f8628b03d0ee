// Electronic contracts (platform/modules/contracts, issue 46): versioned templates operations
// release, contracts filled from them with their parties (each signer's intention to sign recorded
// once), the frozen PDF's hash and the sealed PDF, and a history row for every move of either.
// Amounts are integer fen, weights integer kilograms.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';
import { bigOrders, orders } from './orders';

/** A clause of a template or a contract: its title and its text (a template's may hold {{placeholders}}). */
export type ClauseRow = { title: string; text: string };

/** One version of a template; a released version is never changed (a new version is a new row of the same code). */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: serial('id').primaryKey(),
    /** the template across its versions (MB + a number) */
    code: text('code').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    /** CONTRACT_KINDS */
    kind: text('kind').notNull(),
    /** DRAFT | RELEASED | INVALID */
    status: text('status').notNull(),
    clauses: jsonb('clauses').$type<ClauseRow[]>().notNull(),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_templates_code_version').on(t.code, t.version),
    // one draft per template at a time: a second "new version" finds the first
    uniqueIndex('contract_templates_one_draft')
      .on(t.code)
      .where(sql`${t.status} = 'DRAFT'`),
    index('contract_templates_kind').on(t.kind, t.status, t.createdAt),
  ],
);

export const contractTemplateHistory = pgTable(
  'contract_template_history',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => contractTemplates.id),
    ...historyColumns(),
  },
  (t) => [index('contract_template_history_template').on(t.templateId, t.id)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    contractNo: text('contract_no').notNull(),
    /** CONTRACT_KINDS (a supplementary agreement is 'supplement', with parent_contract_id) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** DRAFT | SIGNING | COMPLETE | REJECTED | RECALLED | EXPIRED | INVALIDED */
    status: text('status').notNull(),
    templateId: integer('template_id').references(() => contractTemplates.id),
    templateVersion: integer('template_version'),
    orderId: integer('order_id').references(() => orders.id),
    bigOrderId: integer('big_order_id').references(() => bigOrders.id),
    /** the contract a supplementary agreement amends */
    parentContractId: integer('parent_contract_id'),
    goodsName: text('goods_name').notNull().default(''),
    originAddress: text('origin_address').notNull().default(''),
    destAddress: text('dest_address').notNull().default(''),
    weightKg: integer('weight_kg').notNull().default(0),
    /** fen per tonne */
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull().default(0),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull().default(0),
    paymentTerms: text('payment_terms').notNull().default(''),
    /** the term the contract covers, YYYY-MM-DD (China days) */
    termStart: text('term_start').notNull(),
    termEnd: text('term_end').notNull(),
    /** signing must end by then; later the contract is EXPIRED */
    signDeadline: timestamp('sign_deadline', { withTimezone: true }).notNull(),
    /** the clauses filled from the template when the contract was made */
    clauses: jsonb('clauses').$type<ClauseRow[]>().notNull(),
    reason: text('reason'),
    /** the PDF frozen when signing started, and its SHA-256 (hex), never changed afterwards */
    pdfUuid: text('pdf_uuid'),
    pdfSha256: text('pdf_sha256'),
    /** the PDF with the platform's signature, once every party has signed */
    sealedUuid: text('sealed_uuid'),
    sealedSha256: text('sealed_sha256'),
    /** who made it: a party's user, or an operator (null: the platform's own job) */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_no').on(t.contractNo),
    // an order has one live contract of each kind (a rejected, recalled or void one may be made again)
    uniqueIndex('contracts_order_kind')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.status} in ('DRAFT', 'SIGNING', 'COMPLETE')`),
    uniqueIndex('contracts_big_order_kind')
      .on(t.bigOrderId, t.kind)
      .where(sql`${t.bigOrderId} is not null and ${t.status} in ('DRAFT', 'SIGNING', 'COMPLETE')`),
    index('contracts_parent').on(t.parentContractId),
    index('contracts_status').on(t.status, t.createdAt),
  ],
);

/** A party of a contract: a company (any of its users may sign for it) or a person; signed once. */
export const contractParties = pgTable(
  'contract_parties',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** CONTRACT_PARTY_ROLES: shipper | platform | carrier | driver */
    role: text('role').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    /** the person, or the company's account the contract was sent to */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    /** unified social credit code, or an ID number (stored whole; screens mask it) */
    creditCode: text('credit_code'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: integer('signed_by').references(() => users.id),
    signIp: text('sign_ip'),
    signUserAgent: text('sign_user_agent'),
    /** password | platform */
    signMethod: text('sign_method'),
    /** wrong passwords in a row at this party's signing (five lock it for 30 minutes) */
    passwordFailures: integer('password_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** the last 提醒签署 sent to this party (one an hour: REMIND_INTERVAL_MINUTES) */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_parties_role').on(t.contractId, t.role),
    index('contract_parties_company').on(t.companyId, t.contractId),
    index('contract_parties_user').on(t.userId, t.contractId),
  ],
);

export const contractHistory = pgTable(
  'contract_history',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    ...historyColumns(),
  },
  (t) => [index('contract_history_contract').on(t.contractId, t.id)],
);
