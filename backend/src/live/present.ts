import { studioImageUrl } from '../studios/present.js';
import type { LiveClassRecord } from './repository.js';

/** A live class, as clients read it. */
export interface ApiLiveClass {
  id: number;
  studioId: number;
  title: string;
  description: string;
  instructor: string;
  /** Dollars per class (the payment intent charges price × 100 cents). */
  price: number;
  /** ISO 8601, UTC. */
  scheduledDatetime: string;
  minutesDuration: number;
  studioLogo: string;
  /** 1: listed on the main site; 0: only on the studio's own (white-label) schedule. */
  isOnJetsweat: 0 | 1;
  /** null while the class is on; when it was cancelled otherwise (only events and staff answers carry cancelled classes). */
  cancelledAt: string | null;
  /** The studio's IANA time zone, for showing the class at the studio's local time. */
  timeZone: string;
}

export function toApiLiveClass(live: LiveClassRecord): ApiLiveClass {
  return {
    id: live.id,
    studioId: live.studioId,
    title: live.title,
    description: live.description,
    instructor: live.instructor,
    price: Number(live.price),
    scheduledDatetime: live.scheduledAt.toISOString(),
    minutesDuration: live.minutesDuration,
    studioLogo: studioImageUrl(live.studioSlug, 'logo'),
    isOnJetsweat: live.isOnJetsweat ? 1 : 0,
    cancelledAt: live.cancelledAt === null ? null : live.cancelledAt.toISOString(),
    timeZone: live.timeZone,
  };
}
