// Inputs and answers of the permission area (issue 44, decision 022): roles with their grants,
// the node tree a caller may grant from, and the users a caller administers.
import { z } from 'zod';
import { ROLES } from '../auth/user';
import { idArray, idField, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { phoneSchema } from '../validators/accounts';
import { PERMISSION_MESSAGES as M } from './messages';

export const DATA_SCOPES = ['all', 'company', 'org_unit', 'own'] as const;
export const ROLE_STATUSES = ['active', 'disabled'] as const;

const ids = idArray().max(2000);

export const roleInput = z.object({
  /** absent: a new role */
  id: optionalIdField(),
  name: z.string({ required_error: M.roleNameRequired }).trim().min(1, M.roleNameRequired).max(30, M.roleNameTooLong),
  identity: z.enum(ROLES, { errorMap: () => ({ message: M.identityRequired }) }),
  dataScope: z.enum(DATA_SCOPES, { errorMap: () => ({ message: M.dataScopeRequired }) }),
  status: z.enum(ROLE_STATUSES, { errorMap: () => ({ message: M.statusRequired }) }),
  remark: z.string().trim().max(200).default(''),
  /** the granted nodes (menus rows: directories, menus, buttons) */
  nodeIds: ids,
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleRow = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  identity: z.enum(ROLES),
  dataScope: z.enum(DATA_SCOPES),
  status: z.enum(ROLE_STATUSES),
  builtIn: z.boolean(),
  companyId: z.number().int().nullable(),
  remark: z.string(),
  grants: z.number().int(),
  users: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleDetail = roleRow.extend({ nodeIds: z.array(z.number().int()) });

export const permissionNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['directory', 'menu', 'button']),
  title: z.string(),
  permission: z.string(),
});
export type PermissionNode = z.infer<typeof permissionNode>;

export const userQuery = z.object({ keyword: z.string().trim().max(30).optional(), ...pageFields() });

export const userRow = z.object({
  id: z.number().int(),
  mobile: z.string(),
  realName: z.string(),
  status: z.string(),
  companyName: z.string().nullable(),
  roles: z.array(z.object({ key: z.string(), name: z.string() })),
  projectIds: z.array(z.number().int()),
  /** the org unit the user belongs to (decision 036), and its path in the company's tree */
  orgUnitId: z.number().int().nullable(),
  orgUnitName: z.string(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

const roleKeys = z.array(z.string().min(1).max(60)).min(1, M.rolesRequired).max(20);

export const createUserInput = z.object({
  mobile: phoneSchema,
  realName: z.string({ required_error: M.realNameRequired }).trim().min(1, M.realNameRequired).max(30),
  roleKeys,
  projectIds: ids.default([]),
  /** the org unit of the user's company they belong to; absent: none */
  orgUnitId: optionalIdField(),
});

export const assignUserInput = z.object({ userId: idField(), roleKeys, projectIds: ids.default([]), orgUnitId: optionalIdField() });

/** An org unit an administrator may put users in: its id and its path in the company's tree (with the company's name for operations). */
export const assignableOrgUnit = z.object({ id: z.number().int(), companyId: z.number().int(), path: z.string() });
export type AssignableOrgUnit = z.infer<typeof assignableOrgUnit>;
export const userStatusInput = z.object({ userId: idField(), status: z.enum(['active', 'disabled']) });
export const userIdInput = z.object({ userId: idField() });

/** A created user or a reset password: the temporary password, shown once; the user must change it at sign-in. */
export const temporaryPassword = z.object({ userId: z.number().int(), password: z.string() });

export const projectRow = z.object({ id: z.number().int(), name: z.string(), members: z.string(), status: z.string(), companyId: z.number().int() });

/**
 * A project (项目) to create (no id) or edit: its name and the customers (counterparty companies)
 * or contract numbers it groups, one per line. Operations name the company; a company's
 * administrator makes projects of their own company only.
 */
export const projectInput = z.object({
  id: optionalIdField(),
  companyId: optionalIdField(),
  name: z.string({ required_error: M.projectNameRequired }).trim().min(1, M.projectNameRequired).max(30, M.projectNameTooLong),
  members: z.string().max(2000, M.projectMembersTooLong).default(''),
  status: z.enum(ROLE_STATUSES, { errorMap: () => ({ message: M.statusRequired }) }).default('active'),
});
export type ProjectInput = z.output<typeof projectInput>;

export const projectStatusInput = z.object({ id: idField(), status: z.enum(ROLE_STATUSES) });
