import type { ColumnType, Generated } from 'kysely';

export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number | null;
  /** sha256 (hex) of a guest's token; the token itself is never stored. */
  guest_key: string | null;
  guest_email: string | null;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  assigned_operator_id: number | null;
  last_message_id: number | null;
  last_message_at: ColumnType<Date, Date | null, Date | null> | null;
  user_delivered_upto: ColumnType<number, number | undefined, number>;
  user_read_upto: ColumnType<number, number | undefined, number>;
  operator_delivered_upto: ColumnType<number, number | undefined, number>;
  operator_read_upto: ColumnType<number, number | undefined, number>;
  closed_at: ColumnType<Date, Date | null, Date | null> | null;
  created_at: ColumnType<Date, Date, Date>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: 'user' | 'guest' | 'operator';
  operator_id: number | null;
  body: string | null;
  /** Upload name (files module). */
  image: string | null;
  client_id: string | null;
  created_at: ColumnType<Date, Date, Date>;
}

/** An operator's display name in the chat (0203_chat_operator_names.sql). */
export interface ChatOperatorNamesTable {
  operator_id: number;
  display_name: string;
  updated_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    chat_conversations: ChatConversationsTable;
    chat_messages: ChatMessagesTable;
    chat_operator_names: ChatOperatorNamesTable;
  }
}
