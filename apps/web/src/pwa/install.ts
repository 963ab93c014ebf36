/**
 * The install prompt (issue 33.5): the browser's `beforeinstallprompt` is kept from the first
 * moment (it fires once, early) so the account tab can offer "Install" when the user is there.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED = 'pwa.installDismissed';
let deferred: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    changed();
  });
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Running as the installed app already. */
export function standalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** Safari on iPhone/iPad has no prompt: it is added from the share sheet. */
export function iosSafari(): boolean {
  return /iP(hone|ad|od)/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);
}

export type InstallState = 'prompt' | 'ios' | 'none';

export function installState(): InstallState {
  if (standalone() || localStorage.getItem(DISMISSED) === '1') return 'none';
  if (deferred) return 'prompt';
  return iosSafari() ? 'ios' : 'none';
}

export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = undefined;
  await event.prompt();
  const choice = await event.userChoice;
  changed();
  return choice.outcome === 'accepted';
}

export function dismissInstall(): void {
  localStorage.setItem(DISMISSED, '1');
  changed();
}
