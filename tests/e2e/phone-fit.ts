// The width check of the phone crawl (phone-screens.spec.ts), shared with the specs that make the record of a
// record screen the demo data has none of (screen-records.ts NO_RECORD): they check that screen at 360 px themselves.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * How far the page is wider than the screen, and the element that sticks out furthest (outside a
 * sideways scroller of its own), to say what to fix.
 */
export async function overflowOf(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
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
    return { overflow: document.documentElement.scrollWidth - width, widest };
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
