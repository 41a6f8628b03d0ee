// The permission screens' forms (Conform + zod, the same schema in the browser and in the action):
// a role with its ticked nodes, a new user, a user's roles and projects. The contract's schemas,
// with the empty selections a form sends (no box ticked) read as empty lists.
import { z } from 'zod';
import { assignUserInput, createUserInput, projectInput, roleInput } from '#contract/permissions/schemas';
import { MENU_MESSAGES, menuInput } from '#contract/permissions/menus';

const ticked = z.array(z.number().int().positive()).max(2000).default([]);

export const roleFormSchema = roleInput.extend({ nodeIds: ticked, remark: z.string().trim().max(200).default('') });
export const createUserFormSchema = createUserInput.extend({ projectIds: ticked });
export const assignUserFormSchema = assignUserInput.extend({ projectIds: ticked });
export const projectFormSchema = projectInput;

/**
 * A menu's edit: shown or hidden is a select (a checkbox left unticked would post nothing to tell
 * from a missing field); the node is `menuId`, since a control named `id` shadows the form element's
 * own `id` in the DOM, and Conform, which finds its form by that id, then never lets it submit.
 */
export const menuFormSchema = menuInput.omit({ id: true, hidden: true }).extend({
  menuId: menuInput.shape.id,
  visibility: z.enum(['shown', 'hidden'], { errorMap: () => ({ message: MENU_MESSAGES.hiddenInvalid }) }),
});
