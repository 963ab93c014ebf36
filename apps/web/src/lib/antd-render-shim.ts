/**
 * Stands in for rc-util/lib/React/render in the browser bundle. antd-mobile only reaches it
 * through its default render hook, which main.tsx replaces with React 19's createRoot
 * (unstableSetRender); the original carries React 16-18 fallbacks and a regenerator runtime
 * that would otherwise ship with the first page.
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Holder = Element & { __antdRoot?: Root };

export function render(node: ReactElement, container: Element): void {
  const holder = container as Holder;
  holder.__antdRoot ??= createRoot(holder);
  holder.__antdRoot.render(node);
}

export async function unmount(container: Element): Promise<void> {
  const holder = container as Holder;
  holder.__antdRoot?.unmount();
  delete holder.__antdRoot;
}

export const _r = render;
export const _u = unmount;
