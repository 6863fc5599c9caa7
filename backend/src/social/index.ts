import { authenticate } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { streamFitBrand, studioBrand, studioSiteUrl } from '../mail/messages.js';
import type { BackendDomain } from '../shared/domain.js';
import type { TextMessageSender } from '../sms/sender.js';
import type { StudioRepository } from '../studios/repository.js';
import { registerChatRoutes } from './chat-routes.js';
import { registerFriendRoutes } from './friends-routes.js';
import { registerInvitationRoutes } from './invitations.js';
import { seedFriends } from './seed.js';

/** Friends (search, invite, request, accept, remove) and direct messages between friends. */
export const social: BackendDomain<{
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  textMessages: TextMessageSender;
  studios: StudioRepository;
  publicUrl: string;
}> = {
  name: 'social',
  register: (app, { db, limiter, mailer, textMessages, studios, publicUrl }) => {
    const signedIn = authenticate(app, db);
    registerFriendRoutes(app, { db, signedIn, limiter });
    registerChatRoutes(app, { db, signedIn, limiter });
    registerInvitationRoutes(app, {
      db,
      signedIn,
      limiter,
      mailer,
      textMessages,
      brandOf: async (member) => {
        const [studio] = member.studioId === null ? [] : await studios.findByIds([member.studioId]);
        return studio
          ? studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, publicUrl))
          : streamFitBrand(publicUrl);
      },
    });
  },
  seed: (db) => seedFriends(db),
};
