import { twoFactorApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { useSession } from '../../state/session.ts';

/** Query keys of the security screens (two-step verification, devices). */
export const securityKeys = {
  all: ['security'] as const,
  twoFactor: () => [...securityKeys.all, 'twoFactor'] as const,
  devices: () => [...securityKeys.all, 'devices'] as const,
};

export function useTwoFactorStatus() {
  const { token } = useSession();
  return useQuery({ queryKey: securityKeys.twoFactor(), queryFn: ({ signal }) => call(twoFactorApi.status, {}, { signal }), enabled: Boolean(token) });
}

export function useDevices() {
  const { token } = useSession();
  return useQuery({ queryKey: securityKeys.devices(), queryFn: ({ signal }) => call(twoFactorApi.devices, {}, { signal }), enabled: Boolean(token) });
}
