import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError, HttpError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { recordSocialEvent } from './events.js';
import { facesOf } from './friends-routes.js';
import { MESSAGES_PER_MEMBER, tooManyMessagesMessage } from './limits.js';
import { toApiDirectMessage } from './present.js';
import { SocialRepository } from './repository.js';
import {
  conversationParamsSchema,
  conversationQuerySchema,
  DEFAULT_MESSAGES_PAGE,
  messageBodySchema,
  noBodySchema,
} from './schemas.js';
import {
  EMPTY_MESSAGE_MESSAGE,
  LONG_MESSAGE_MESSAGE,
  MAX_MESSAGE_LENGTH,
  NOT_FRIENDS_MESSAGE,
  SELF_MESSAGE_MESSAGE,
} from './texts.js';

const notFriends = () => new HttpError(403, NOT_FRIENDS_MESSAGE, 'not_friends');

/** The message's text, trimmed, 1–2000 characters (counted as the reader sees them, not in UTF-16 units). */
export function readMessageText(value: string): string {
  const text = value.trim();
  if (text === '') throw new BadRequestError(EMPTY_MESSAGE_MESSAGE);
  if ([...text].length > MAX_MESSAGE_LENGTH) throw new BadRequestError(LONG_MESSAGE_MESSAGE);
  return text;
}

/**
 * Direct messages between friends (API.md "Friends and messages"): sending, a conversation page by
 * page, marking read and the list of conversations. Only current friends: a stranger, a pending
 * request or a removed friend is refused alike (403 `not_friends`), so nothing tells them apart.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  options: { db: Database; signedIn: preHandlerAsyncHookHandler; limiter: RateLimiter },
): void {
  const { db, signedIn, limiter } = options;
  const social = new SocialRepository(db);

  app.post<{ Body: { friendId: number; text: string } }>(
    '/api/user/messages',
    { schema: { body: messageBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { friendId } = request.body;
      if (friendId === member.id) throw new BadRequestError(SELF_MESSAGE_MESSAGE);
      const text = readMessageText(request.body.text);
      const now = app.clock();
      await limiter.enforce([keyFor(MESSAGES_PER_MEMBER, member.id)], now, tooManyMessagesMessage);
      const message = await db.transaction(async (tx) => {
        const repository = new SocialRepository(tx);
        if ((await repository.friendshipForMessages(member.id, friendId)) === undefined) throw notFriends();
        const message = toApiDirectMessage(await repository.addMessage(member.id, friendId, text, now));
        await recordSocialEvent(tx, [member.id, friendId], { type: 'message.sent', message }, now);
        return message;
      });
      reply.code(201);
      return ok(message);
    },
  );

  app.get('/api/user/messages', { preHandler: signedIn }, async (request) => {
    const { member } = memberOf(request);
    const conversations = await social.conversationsOf(member.id);
    const faces = await facesOf(
      db,
      conversations.map((conversation) => conversation.friendId),
    );
    return ok({
      conversations: conversations.flatMap((conversation) => {
        const friend = faces.get(conversation.friendId);
        if (friend === undefined) return [];
        return [
          {
            userFriendId: conversation.friendship.id,
            friend,
            lastMessage:
              conversation.lastMessage === null ? null : toApiDirectMessage(conversation.lastMessage),
            unreadCount: conversation.unreadCount,
          },
        ];
      }),
    });
  });

  app.get<{ Params: { friendId: number }; Querystring: { before?: number; limit?: number } }>(
    '/api/user/messages/:friendId',
    {
      schema: { params: conversationParamsSchema, querystring: conversationQuerySchema },
      preHandler: signedIn,
    },
    async (request) => {
      const { member } = memberOf(request);
      const { friendId } = request.params;
      if (friendId === member.id) throw new BadRequestError(SELF_MESSAGE_MESSAGE);
      const friendship = await social.findPair(member.id, friendId);
      if (friendship === undefined || friendship.acceptedAt === null) throw notFriends();
      const limit = request.query.limit ?? DEFAULT_MESSAGES_PAGE;
      // One more than asked: whether there is an older page, without a count.
      const rows = await social.conversation(member.id, friendId, {
        before: request.query.before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return ok({
        messages: page.map(toApiDirectMessage),
        nextBefore: rows.length > limit && last !== undefined ? last.id : null,
      });
    },
  );

  app.post<{ Params: { friendId: number } }>(
    '/api/user/messages/:friendId/read',
    { schema: { params: conversationParamsSchema, body: noBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { friendId } = request.params;
      if (friendId === member.id) throw new BadRequestError(SELF_MESSAGE_MESSAGE);
      const now = app.clock();
      const messageIds = await db.transaction(async (tx) => {
        const repository = new SocialRepository(tx);
        if ((await repository.friendshipForMessages(member.id, friendId)) === undefined) throw notFriends();
        const ids = await repository.markRead(member.id, friendId, now);
        // Reading nothing new changes nothing, so it tells nobody.
        if (ids.length > 0)
          await recordSocialEvent(
            tx,
            [member.id, friendId],
            {
              type: 'message.read',
              readerId: member.id,
              senderId: friendId,
              messageIds: ids,
              readAt: now.toISOString(),
            },
            now,
          );
        return ids;
      });
      return ok({ readCount: messageIds.length, messageIds, readAt: now.toISOString() });
    },
  );
}
