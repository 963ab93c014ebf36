import type { Page } from '@playwright/test';

/** The smallest touch target a control may have, in CSS pixels (Apple's HIG; issue 28). */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls on screen that a finger would miss: buttons, links, tabs, switches, checkboxes
 * and selects whose box is under 44 x 44 px. Links inside running text are left out (WCAG 2.5.8
 * exempts them: the sentence sets their size), as are controls scrolled out of the page's width
 * (a chip row's hidden part) and those hidden from everyone. Answers one line per control:
 * `<its text or label> (<tag>.<class>) W x H`.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], select, .adm-switch',
    );
    const found: string[] = [];
    for (const element of controls) {
      // One control counted once: a switch's inner parts, a tab's inner button.
      if (element.parentElement?.closest('button, a[href], [role="button"], [role="tab"], [role="switch"], .adm-switch')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= 0 || box.left >= window.innerWidth) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[aria-hidden="true"]')) continue;
      // A link inside a sentence.
      if (element.tagName === 'A' && style.display === 'inline' && element.parentElement && /^(P|LI|SPAN|SMALL)$/.test(element.parentElement.tagName)) continue;
      // A native checkbox or radio drawn by its label (the label is the target).
      if (element instanceof HTMLInputElement && element.closest('label') && style.opacity === '0') continue;
      // Half a pixel of rounding is not a miss.
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof element.className === 'string' ? element.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
      found.push(`"${label}" (${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''}) ${Math.round(box.width)} x ${Math.round(box.height)}`);
    }
    return found;
  }, TOUCH_TARGET_PX);
}
