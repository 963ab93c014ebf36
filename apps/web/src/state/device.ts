/**
 * This browser's device id (issue 21): a long random id kept in localStorage and sent with
 * login and registration, so that a device that passed two-factor sign-in is recognised
 * (trusted) next time, and can be listed and signed out from settings. It survives logout.
 */
const DEVICE_KEY = 'deviceId';

export function deviceId(): string | undefined {
  if (typeof localStorage === 'undefined') return undefined;
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id || id.length < 16) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
