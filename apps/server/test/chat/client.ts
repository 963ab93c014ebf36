import { CHAT_SOCKET_PATH, chatServerMessage, type ChatClientMessage, type ChatServerMessage } from '@app/contracts';
import type WebSocket from 'ws';
import { WsTestClient } from '../ws-client.ts';

/** A real `ws` chat client: parses every server message with the contract and lets a test wait for one. */
export class ChatClient extends WsTestClient<ChatServerMessage, ChatClientMessage> {
  private constructor(socket: WebSocket) {
    super(socket, (data) => chatServerMessage.parse(data));
  }

  static async connect(baseUrl: string, lang = 'en'): Promise<ChatClient> {
    return WsTestClient.open(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?lang=${lang}`, (socket) => new ChatClient(socket));
  }

  /** Connects and authenticates; answers once the server said `ready`. */
  static async as(baseUrl: string, kind: 'user' | 'guest' | 'operator', token: string, lang = 'en'): Promise<ChatClient> {
    const client = await ChatClient.connect(baseUrl, lang);
    client.send({ op: 'auth', kind, token });
    await client.next('ready');
    return client;
  }

  of<T extends ChatServerMessage['type']>(type: T): Extract<ChatServerMessage, { type: T }>[] {
    return this.messages.filter((m) => m.type === type) as Extract<ChatServerMessage, { type: T }>[];
  }
}
