import { pushServerMessage, type PushClientMessage, type PushServerMessage } from '@app/contracts';
import type WebSocket from 'ws';
import { WsTestClient } from '../ws-client.ts';

/** A real `ws` client that parses every server message with the contract and lets a test wait for one. */
export class PushClient extends WsTestClient<PushServerMessage, PushClientMessage> {
  private constructor(socket: WebSocket) {
    super(socket, (data) => pushServerMessage.parse(data));
  }

  static async connect(baseUrl: string, query = ''): Promise<PushClient> {
    return WsTestClient.open(`${baseUrl.replace(/^http/, 'ws')}/web/push${query}`, (socket) => new PushClient(socket));
  }
}
