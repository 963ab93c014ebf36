import { session } from '../../state/session.ts';

/** As long as the calls index.html started count as fresh (src/api/client.ts PREFETCH_FRESH_MS). */
const FRESH_MS = 10_000;

/** index.html's portfolio summary (its total painted from the call the HTML started), as it was before the app's first render replaced it. */
const painted = typeof document === 'undefined' ? null : document.getElementById('sh-pf');
const openedWith = session.token();

/**
 * The summary's place on home while the portfolio card's code and texts load: the summary the
 * HTML shell painted when it has one (so the total stays on screen instead of blinking to a
 * skeleton and back), else the skeleton. Only for the session the page opened with and while
 * that answer is fresh; the shell wrote its figures as text (textContent), so its markup is safe
 * to copy.
 */
export function ShellPortfolio() {
  const fromShell = painted?.querySelector('.sh-pf-total')?.textContent && session.token() === openedWith && performance.now() < FRESH_MS;
  if (!fromShell) return <div className="pf-skeleton" aria-hidden="true" />;
  return <section className="sh-pf pf-from-shell" aria-hidden="true" dangerouslySetInnerHTML={{ __html: painted!.innerHTML }} />;
}
