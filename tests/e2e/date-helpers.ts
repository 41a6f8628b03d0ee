import type { Locator, Page } from '@playwright/test';
import { chinaToday } from '../../platform/contract/money/bills';
import { expect } from './fixtures';

/**
 * Opens a picker and answers its own dropdown: the one its button controls. Another picker's
 * dropdown may still be in the page while it closes, showing the same days.
 */
async function openPicker(page: Page, picker: Locator): Promise<Locator> {
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
}

/** Today (China time) as 付款日期: typed in the native input without JS, chosen in the Chinese picker with JS. */
export async function enterPaidOnToday(page: Page, js: boolean) {
  const today = chinaToday();
  if (!js) return page.getByLabel('付款日期').fill(today);
  const picker = page.getByRole('button', { name: '付款日期', exact: true });
  const dropdown = await openPicker(page, picker);
  const [y, m, d] = today.split('-');
  await dropdown.getByRole('button', { name: `${y}年${Number(m)}月${Number(d)}日`, exact: true }).click();
  await expect(picker).toHaveText(`${y}年${m}月${d}日`);
}

/**
 * A date (YYYY-MM-DD) entered in a form's date field labelled `label`: typed in the native input
 * without JS; with JS chosen in the Chinese picker (Mantine), turning its months forward to the day.
 */
export async function pickDate(page: Page, js: boolean, label: string, date: string) {
  if (!js) return page.getByLabel(label).fill(date);
  const picker = page.getByRole('button', { name: label, exact: true });
  const dropdown = await openPicker(page, picker);
  const [y, m, d] = date.split('-');
  const day = dropdown.getByRole('button', { name: `${y}年${Number(m)}月${Number(d)}日`, exact: true });
  for (let months = 0; months < 60 && !(await day.isVisible()); months += 1) await dropdown.locator('[data-direction="next"]').first().click();
  await day.click();
  await expect(picker).toHaveText(`${y}年${m}月${d}日`);
}

/**
 * A date-time (YYYY-MM-DDTHH:mm) entered in a form's date-time field labelled `label`: typed in the
 * native input without JS; with JS chosen in the Chinese date-time picker, turning its months
 * backward or forward to the day, then the hour and minute, then 确定.
 */
export async function pickDateTime(page: Page, js: boolean, label: string, dateTime: string) {
  if (!js) return page.getByLabel(label).fill(dateTime);
  const [date, time] = dateTime.split('T');
  const [y, m, d] = date.split('-');
  const [hh, mm] = time.split(':');
  const picker = page.getByRole('button', { name: label, exact: true });
  const dropdown = await openPicker(page, picker);
  const chinaMonth = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const direction = `${y}-${m}` < chinaMonth ? 'previous' : 'next';
  const day = dropdown.getByRole('button', { name: `${y}年${Number(m)}月${Number(d)}日`, exact: true });
  for (let months = 0; months < 60 && !(await day.isVisible()); months += 1) await dropdown.locator(`[data-direction="${direction}"]`).first().click();
  await day.click();
  await dropdown.getByLabel(`${label} 时`, { exact: true }).fill(hh);
  await dropdown.getByLabel(`${label} 分`, { exact: true }).fill(mm);
  await dropdown.getByRole('button', { name: `确定${label}` }).click();
  await expect(picker).toHaveText(`${y}年${m}月${d}日 ${hh}:${mm}`);
}
