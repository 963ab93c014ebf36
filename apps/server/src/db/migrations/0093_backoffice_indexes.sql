-- Back office (issue 20): indexes the back office's reads need on tables of other modules
-- (indexes only; listed with their reasons in test/platform/ownership.test.ts).

-- The customer view's audit trail is every action on the user row and on the user's objects
-- (KYC submissions, deposits, withdrawals, loans, fund orders, applications, chat...): rows
-- are found by their target, and by the user their detail names (reviews record `userId`).
create index audit_log_target on audit_log (target_type, target_id, id desc);
create index audit_log_detail_user on audit_log ((detail ->> 'userId'), id desc);

-- The block-trading applications queue with every state, oldest application first.
create index blocktrade_authority_applied on blocktrade_authority (applied_at, user_id);

-- The chat queue with every state (the dashboard's open chats use chat_queue), latest first.
create index chat_conversations_latest on chat_conversations (last_message_at desc, id desc) where last_message_id is not null;
