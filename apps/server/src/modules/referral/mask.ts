/**
 * Masks a username for the inviter's list: enough to recognise a friend, not enough to
 * find their account ("maria_90" -> "ma****0"). Short names keep only their first letter.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  const keep = chars.length >= 8 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}${'*'.repeat(Math.min(6, chars.length - keep - 1))}${chars.at(-1)}`;
}
