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

/**
 * Turns an open dropdown's months to the one holding `date` (YYYY-MM-DD) and returns that day's button. Which month it
 * shows is read from its 15th (the days of the weeks around it belong to the months before and after), and each turn
 * waits for the next month to show: a check made while the dropdown was still opening used to read "not visible" and
 * turn the months past the day, under load up to the test's timeout.
 */
async function dayIn(dropdown: Locator, date: string): Promise<Locator> {
  const [y, m, d] = date.split('-');
  const target = `${y}-${m}`;
  const fifteenth = dropdown.getByRole('button', { name: /^\d{4}年\d{1,2}月15日$/ });
  await expect(fifteenth).toBeVisible();
  for (let turns = 0; turns < 60; turns += 1) {
    const [, shownYear, shownMonth] = /^(\d{4})年(\d{1,2})月/.exec((await fifteenth.getAttribute('aria-label')) ?? '') ?? [];
    const shown = `${shownYear}-${String(shownMonth).padStart(2, '0')}`;
    if (shown === target) break;
    await dropdown
      .locator(`[data-direction="${shown < target ? 'next' : 'previous'}"]`)
      .first()
      .click();
    await expect(fifteenth).not.toHaveAttribute('aria-label', `${shownYear}年${Number(shownMonth)}月15日`);
  }
  return dropdown.getByRole('button', { name: `${y}年${Number(m)}月${Number(d)}日`, exact: true });
}

/** How a date picker shows the day `date` (YYYY-MM-DD) once chosen: 2026年12月01日. */
export function pickerText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${y}年${m}月${d}日`;
}

/**
 * The day `days` after today in China, as YYYY-MM-DD. Certificate dates in tests are relative to the run: a fixed
 * date turns expired the day the calendar passes it (an insurance date of 2026-12-01 failed CI on that day).
 */
export function chinaDayAfter(days: number): string {
  return new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today (China time) as 付款日期: typed in the native input without JS, chosen in the Chinese picker with JS. */
export async function enterPaidOnToday(page: Page, js: boolean) {
  const today = chinaToday();
  if (!js) return page.getByLabel('付款日期').fill(today);
  const picker = page.getByRole('button', { name: '付款日期', exact: true });
  const dropdown = await openPicker(page, picker);
  await (await dayIn(dropdown, today)).click();
  await expect(picker).toHaveText(pickerText(today));
}

/**
 * A date (YYYY-MM-DD) entered in a form's date field labelled `label`: typed in the native input
 * without JS; with JS chosen in the Chinese picker (Mantine), turning its months forward to the day.
 */
export async function pickDate(page: Page, js: boolean, label: string, date: string) {
  if (!js) return page.getByLabel(label).fill(date);
  const picker = page.getByRole('button', { name: label, exact: true });
  const dropdown = await openPicker(page, picker);
  await (await dayIn(dropdown, date)).click();
  await expect(picker).toHaveText(pickerText(date));
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
  await (await dayIn(dropdown, date)).click();
  await dropdown.getByLabel(`${label} 时`, { exact: true }).fill(hh);
  await dropdown.getByLabel(`${label} 分`, { exact: true }).fill(mm);
  await dropdown.getByRole('button', { name: `确定${label}` }).click();
  await expect(picker).toHaveText(`${y}年${m}月${d}日 ${hh}:${mm}`);
}
