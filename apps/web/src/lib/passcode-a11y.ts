import { useEffect } from 'react';

/**
 * antd-mobile's PasscodeInput renders a focusable box (role=button) holding an aria-hidden
 * <input> that still takes keyboard focus: axe reports "aria-hidden-focus" and
 * "nested-interactive" (serious). The input is only focused by the box itself, from script,
 * so taking it out of the tab order (tabindex -1) keeps typing working; the box becomes a group.
 */
export function usePasscodeA11y(): void {
  // After every render: the input may have been replaced (a new step, the sheet reopened).
  useEffect(() => {
    for (const input of document.querySelectorAll<HTMLInputElement>('.adm-passcode-input input[aria-hidden]')) input.tabIndex = -1;
    // A button's content is presentational, so it may not hold an input: the box is a plain focusable group.
    for (const box of document.querySelectorAll('.adm-passcode-input[role="button"]')) box.setAttribute('role', 'group');
  });
}
