import { adminChatApi, CHAT_GUEST_HEADER, CHAT_SOCKET_PATH, chatApi, localeFromLangHeader } from '@app/contracts';
import { HOUSE_CHAT_NAME } from './operator-names.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { need, type AppContext } from '../../context.ts';
import { bearerToken } from '../../http/auth.ts';
import { AppError, errors } from '../../http/errors.ts';
import { API_PREFIX, registerRoute } from '../../http/route.ts';
import type { ChatHub } from './hub.ts';
import { t } from './messages.ts';
import { guestKeyOf, type ChatParty, type ChatService } from './service.ts';

/** The caller of a public chat call: the logged-in user, else the guest of the token. */
function partyOf(req: FastifyRequest, guestToken: string | undefined): Exclude<ChatParty, { kind: 'operator' }> {
  if (req.user) return { kind: 'user', userId: req.user.userId };
  if (guestToken) return { kind: 'guest', guestKey: guestKeyOf(guestToken) };
  throw new AppError('CHAT_GUEST_REQUIRED', t.guestRequired, {}, { field: 'guestToken' });
}

export function chatRoutes(app: FastifyInstance, ctx: AppContext, chat: ChatService, hub: ChatHub): void {
  const audit = () => need(ctx, 'audit');

  registerRoute(app, ctx, chatApi.guestStart, () => ({ guestToken: chat.newGuestToken() }), { rateLimit: { max: 20, timeWindow: '1 minute' } });
  registerRoute(app, ctx, chatApi.history, ({ body, req }) => chat.history(partyOf(req, body.guestToken), body.before, body.limit), {
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });
  registerRoute(app, ctx, chatApi.guestEmail, ({ body }) => chat.setGuestEmail(guestKeyOf(body.guestToken), body.email), { rateLimit: { max: 20, timeWindow: '1 minute' } });

  // A chat image, to that conversation's user (Authorization) or guest (x-chat-guest) and to operators.
  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/chat/image/:name`,
    { schema: { summary: 'An image sent in a chat (participants and operators)', tags: ['chat'], security: [{ token: [] }] } },
    async (req, reply) => {
      const token = bearerToken(req);
      const guest = req.headers[CHAT_GUEST_HEADER];
      let viewer: ChatParty | undefined;
      if (token) {
        const operator = await ctx.authenticator.operator(token);
        const user = operator ? null : await ctx.authenticator.user(token);
        if (operator) viewer = { kind: 'operator', operatorId: operator.operatorId };
        else if (user) viewer = { kind: 'user', userId: user.userId };
      } else if (typeof guest === 'string' && guest.length >= 16) viewer = { kind: 'guest', guestKey: guestKeyOf(guest) };
      if (!viewer) throw errors.unauthorized();
      const file = await chat.image(req.params.name, viewer);
      if (!file) throw errors.notFound();
      reply.type(file.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff');
      return reply.send(file.bytes);
    },
  );

  app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const query = req.query as Record<string, unknown>;
    const lang = typeof query.lang === 'string' ? query.lang : typeof req.headers.lang === 'string' ? req.headers.lang : undefined;
    hub.accept(socket, localeFromLangHeader(lang));
  });

  // Back office
  registerRoute(app, ctx, adminChatApi.queue, ({ query, req }) => chat.queue({ ...query, mine: query.mine === 'true', operatorId: req.operator!.operatorId }));
  registerRoute(app, ctx, adminChatApi.conversation, ({ params, query }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw errors.notFound(t.conversationNotFound);
    return chat.adminHistory(id, query.before, query.limit);
  });
  registerRoute(app, ctx, adminChatApi.assign, async ({ body, req }) => {
    const operatorId = body.operatorId ?? req.operator!.operatorId;
    return chat.assign(body.id, operatorId, (trx) => audit().record(req.operator!, 'chat.assign', { type: 'chat', id: body.id }, { operatorId }, req.ip, trx));
  });
  const profileOf = async (operatorId: number) => {
    const displayName = await chat.names.get(operatorId);
    return { ...(displayName ? { displayName } : {}), shownAs: displayName ?? HOUSE_CHAT_NAME };
  };
  registerRoute(app, ctx, adminChatApi.profile, ({ req }) => profileOf(req.operator!.operatorId));
  registerRoute(app, ctx, adminChatApi.setProfile, async ({ body, req }) => {
    await chat.names.set(req.operator!.operatorId, body.displayName);
    return profileOf(req.operator!.operatorId);
  });
  registerRoute(app, ctx, adminChatApi.close, async ({ body, req }) => {
    return chat.close(body.id, (trx) => audit().record(req.operator!, 'chat.close', { type: 'chat', id: body.id }, undefined, req.ip, trx));
  });
}
