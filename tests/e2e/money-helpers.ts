import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The amount the flash says the demo bank paid (the statement line a person would read). */
export async function flashAmount(page: Page): Promise<string> {
  const text = await page.getByText(/演示银行打款 \d+\.\d{2} 元/).innerText();
  return /演示银行打款 (\d+\.\d{2}) 元/.exec(text)![1];
}

/** '6222 0202 0011 2233 446' → '6222 **** **** 3446', as the screens show a card. */
export const maskedCard = (cardNo: string) => `${cardNo.replaceAll(' ', '').slice(0, 4)} **** **** ${cardNo.replaceAll(' ', '').slice(-4)}`;

/**
 * Binds the signed-in company's ICBC account on /user/bankCard by the micro-deposit the demo bank
 * makes (its amount read from the flash, as the treasurer reads the statement); returns the masked number.
 */
export async function bindCompanyAccount(page: Page, cardNo: string): Promise<string> {
  await page.goto('/user/bankCard');
  await page.getByLabel('开户银行').selectOption('ICBC');
  await page.getByLabel('对公账号').fill(cardNo);
  await page.getByRole('button', { name: '绑定并打款验证' }).click();
  await expect(page).toHaveURL(/\/user\/bankCard\?confirm=\d+$/);
  await page.getByLabel('银行打款金额（元）').fill(await flashAmount(page));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await expect(page).toHaveURL(/\/payment\/bindSuccess$/);
  const masked = maskedCard(cardNo);
  await expect(page.getByText(masked)).toBeVisible();
  return masked;
}
