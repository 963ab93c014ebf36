/**
 * The server's time in the back office (issue 30.8): ages and waits count from the server clock,
 * which may differ from the operator's computer (a demo or test server's clock starts in the past):
 * the computer's clock plus the offset measured on the last reading, half the round trip added.
 */
export function offsetOf(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow + Math.round((receivedAt - sentAt) / 2) - receivedAt;
}
