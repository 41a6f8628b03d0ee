// Permissions as data (issue 44; docs/decisions/022-permissions-as-data.md). A role is a row: its
// key is what user_roles and role_menus name, its grants are role_menus rows over the node tree of
// `menus` (directory / menu / button, each with its permission string in perm_alias), and its
// identity is the built-in role its holders act as in the business modules (a shipper, a carrier,
// operations …), so a custom role narrows what an identity may do and never widens it. The seven
// built-in roles are rows too (built_in, key = identity), ensured on every start with today's grants.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { users } from './auth';
import { companies } from './company';

/** all | company | org_unit (the user's org unit and below) | own (their own records). */
export const DATA_SCOPES = ['all', 'company', 'org_unit', 'own'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** what user_roles.role and role_menus.role hold; a built-in role's key is its identity */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** active | disabled: a disabled role grants nothing */
    status: text('status').notNull().default('active'),
    dataScope: text('data_scope').notNull().default('own'),
    /** the built-in role (one of the seven) whose business rules apply to this role's holders */
    identity: text('identity').notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    /** null: platform-wide (operations' roles and the built-in ones); else the company that owns it */
    companyId: integer('company_id').references(() => companies.id),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_key').on(t.key), index('roles_company').on(t.companyId)],
);

/** 项目: a company's group of customers or contracts; a user assigned projects sees their data only. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** the customers (company names) or contract numbers the project groups, one per line */
    members: text('members').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('projects_company_name').on(t.companyId, t.name)],
);

export const userProjects = pgTable(
  'user_projects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('user_projects_project').on(t.projectId)],
);

/** Every change of a role, its grants, a user's roles or projects: who did what to whom, and when. */
export const permissionHistory = pgTable(
  'permission_history',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    /** role | user | project */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('permission_history_subject').on(t.subject, t.subjectId)],
);
