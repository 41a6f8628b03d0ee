// The permission screens' forms (Conform + zod, the same schema in the browser and in the action):
// a role with its ticked nodes, a new user, a user's roles and projects. The contract's schemas,
// with the empty selections a form sends (no box ticked) read as empty lists.
import { z } from 'zod';
import { assignUserInput, createUserInput, projectInput, roleInput } from '#contract/permissions/schemas';

const ticked = z.array(z.number().int().positive()).max(2000).default([]);

export const roleFormSchema = roleInput.extend({ nodeIds: ticked, remark: z.string().trim().max(200).default('') });
export const createUserFormSchema = createUserInput.extend({ projectIds: ticked });
export const assignUserFormSchema = assignUserInput.extend({ projectIds: ticked });
export const projectFormSchema = projectInput;
