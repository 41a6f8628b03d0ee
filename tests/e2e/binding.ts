// Binding actions (grab, confirm a grab, sign) ask first: without JS on the action's own page (a
// panel in the URL's state), with JS in a modal dialog. Both are an alertdialog with the statement
// and the confirming button.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Confirms the binding step now asked for, checking that it states what will happen. */
export async function confirmBinding(page: Page, title: string, button: string, says?: string | RegExp) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  if (says) await expect(dialog).toContainText(says);
  await dialog.getByRole('button', { name: button }).click();
}
