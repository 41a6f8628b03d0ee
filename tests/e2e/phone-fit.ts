// The width check of the phone crawl (phone-screens.spec.ts), shared with the specs that make the record of a
// record screen the demo data has none of (screen-records.ts NO_RECORD): they check that screen at 360 px themselves.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The workspace header's height on one line: its min-height (52 px, workspace.css) and its 3 px bottom border; a
 * second line would add at least one 44 px control.
 */
export const ONE_LINE_HEADER = 52 + 3;

/**
 * How far the page is wider than the screen, and the element that sticks out furthest (outside a
 * sideways scroller of its own), to say what to fix (looked for only when the page is too wide); and
 * the height of the workspace header (`header.app-header`, 0 on a page without it).
 */
export async function overflowOf(page: Page): Promise<{ overflow: number; widest: string; header: number }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const header = document.querySelector('header.app-header')?.getBoundingClientRect().height ?? 0;
    if (overflow <= 0) return { overflow, widest: '', header };
    let widest = '';
    let furthest = width;
    const scrollsItself = (el: Element | null): boolean => {
      for (let e = el?.parentElement; e; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right;
      if (right > furthest + 0.5 && !scrollsItself(el)) {
        furthest = right;
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        widest = `${el.tagName.toLowerCase()}${cls} (${Math.round(right)} px): ${(el.textContent ?? '').trim().slice(0, 40)}`;
      }
    }
    return { overflow, widest, header };
  });
}

/** The page as it is, at 360×740 (the crawl's phone): no sideways scroll; the viewport is restored after. */
export async function expectFitsPhone(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    const { overflow, widest } = await overflowOf(page);
    expect(overflow, `wider than 360 px: ${widest}`).toBeLessThanOrEqual(0);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
