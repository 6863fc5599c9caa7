import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriberFixture, userFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockGraph } from '../../test/renderApp';
import { HEARTBEAT_MS } from '../VideoPlayer';
import { fillCard, mutations, TOKEN_OK } from '../../payments/__tests__/helpers';
import { libraryResolvers, videoFixture, type VideoFixture } from './libraryFixtures';

const hls = vi.hoisted(() => ({
  supported: true,
  instances: [] as Array<{ config: unknown; source: string | null; media: unknown; destroyed: boolean }>,
}));

vi.mock('hls.js', () => {
  class Hls {
    static isSupported() {
      return hls.supported;
    }
    record: { config: unknown; source: string | null; media: unknown; destroyed: boolean };
    constructor(config: unknown) {
      this.record = { config, source: null, media: null, destroyed: false };
      hls.instances.push(this.record);
    }
    loadSource(source: string) {
      this.record.source = source;
    }
    attachMedia(media: unknown) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: Hls };
});

let nativeHls = false;

beforeEach(() => {
  nativeHls = false;
  hls.supported = true;
  hls.instances.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) =>
    nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const power = videoFixture(1, {
  title: 'Power Pilates',
  equipment: [
    { name: 'Block', hack: 'thick books' },
    { name: 'Yoga Mat', hack: null },
  ],
  bodyFocus: ['Core', 'Lower Body'],
  targetMuscles: ['Abdominals', 'Glutes'],
  limitations: ['Low Impact'],
  calories: 240,
  program: {
    id: 'Program:4',
    databaseId: 4,
    title: 'Core Month',
    videos: [
      { id: 'Video:1', databaseId: 1, title: 'Power Pilates' },
      { id: 'Video:5', databaseId: 5, title: 'Core Two' },
    ],
  },
});

async function openVideo(
  video: VideoFixture | null,
  options: { mutate?: MockGraph['mutate']; signedIn?: ReturnType<typeof userFixture>; path?: string } = {},
) {
  return renderApp(options.path ?? `/newplatform/items/classes/${video?.databaseId ?? 99}`, {
    signedIn: options.signedIn ?? subscriberFixture(),
    mutate: options.mutate,
    resolvers: () => ({
      ...libraryResolvers({}),
      Query: () => ({ video }),
    }),
  });
}

const player = () => document.querySelector('video') as HTMLVideoElement;

/** The media element's clock, which jsdom does not keep. */
function clockOn(video: HTMLVideoElement, duration = 1800) {
  let time = 0;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  return {
    at: (seconds: number) => {
      time = seconds;
    },
    setPaused: (value: boolean) => {
      paused = value;
    },
  };
}

describe('A class page /newplatform/items/classes/:videoId', () => {
  it('shows what the class is: studio, instructor, minutes, calories, level, equipment with hacks, focus, muscles, program', async () => {
    await openVideo(power);
    expect(screen.getByRole('heading', { level: 1, name: 'Power Pilates' })).toBeTruthy();
    const facts = Array.from(document.querySelectorAll('.library-video__facts dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Studio', 'BK Pilates'],
      ['Instructor', 'Kelly Chen'],
      ['Length', '30 min'],
      ['Calories', 'About 240 kcal'],
      ['Level', 'Beginner'],
      ['Class type', 'Pilates'],
      ['Equipment', 'Block: thick books, Yoga Mat'],
      ['Body focus', 'Core, Lower Body'],
      ['Muscles', 'Abdominals, Glutes'],
      ['Suits', 'Low Impact'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Program: Core Month' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Core Two' }).getAttribute('href')).toBe(
      '/newplatform/items/classes/5',
    );
    expect(screen.getByRole('button', { name: 'Add Power Pilates to favorites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule Power Pilates' })).toBeTruthy();
  });

  it('plays HLS with hls.js (no worker) where the browser cannot play it itself', async () => {
    await openVideo(power);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [instance] = hls.instances;
    expect(instance?.config).toEqual({ enableWorker: false });
    expect(instance?.source).toBe('/media/library/1/master.m3u8?sig=1');
    expect(instance?.media === player()).toBe(true);
    expect(player().getAttribute('src')).toBeNull();
  });

  it('plays HLS natively where the browser can', async () => {
    nativeHls = true;
    await openVideo(power);
    await waitFor(() => expect(player().getAttribute('src')).toBe('/media/library/1/master.m3u8?sig=1'));
    expect(hls.instances).toHaveLength(0);
  });

  it('plays the MP4 where neither can', async () => {
    hls.supported = false;
    await openVideo(power);
    await waitFor(() => expect(player().getAttribute('src')).toBe('/media/library/1/video.mp4?sig=1'));
    expect(hls.instances).toHaveLength(0);
  });

  it('resumes where the member stopped and logs start, heartbeats while playing, pause, seek and the end', async () => {
    const events: Array<Record<string, unknown>> = [];
    const video = {
      ...power,
      viewerProgress: {
        positionSeconds: 300,
        watchedSeconds: 300,
        completedAt: null,
        lastWatchedAt: '2026-11-20T00:00:00Z',
      },
    };
    const { environment, graph } = await openVideo(video, {
      mutate: (name, input) => {
        events.push({ name, ...input });
        const completed = input.event === 'COMPLETE';
        return {
          video: {
            ...video,
            viewerProgress: {
              positionSeconds: Math.round(Number(input.positionSeconds)),
              watchedSeconds: 600,
              completedAt: completed ? '2026-11-25T16:00:00Z' : null,
              lastWatchedAt: '2026-11-25T16:00:00Z',
            },
          },
          completedWorkout: completed ? { id: 'Workout:3' } : null,
          userErrors: [],
        };
      },
    });
    const element = player();
    const clock = clockOn(element);
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBe(300);
    // The resume jump is not the member seeking.
    fireEvent(element, new Event('seeked'));
    vi.useFakeTimers();
    clock.setPaused(false);
    fireEvent(element, new Event('play'));
    clock.at(310);
    act(() => {
      vi.advanceTimersByTime(HEARTBEAT_MS);
    });
    clock.setPaused(true);
    clock.at(312);
    fireEvent(element, new Event('pause'));
    // Paused: no heartbeat.
    act(() => {
      vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    });
    clock.at(900);
    fireEvent(element, new Event('seeked'));
    vi.useRealTimers();
    await resolveAll(environment, graph);
    expect(events.map((event) => [event.event, event.positionSeconds])).toEqual([
      ['START', 300],
      ['HEARTBEAT', 310],
      ['PAUSE', 312],
      ['SEEK', 900],
    ]);
    const sessions = new Set(events.map((event) => event.sessionId));
    expect(sessions.size).toBe(1);
    expect(String([...sessions][0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      events.every(
        (event) =>
          event.name === 'useLogPlaybackMutation' && event.videoId === 'Video:1' && event.device === 'web',
      ),
    ).toBe(true);
    expect(screen.queryByText('Completed')).toBeNull();

    clock.at(1800);
    Object.defineProperty(element, 'ended', { configurable: true, get: () => true });
    fireEvent(element, new Event('pause'));
    fireEvent(element, new Event('ended'));
    await resolveAll(environment, graph);
    expect(events.slice(4).map((event) => [event.event, event.positionSeconds])).toEqual([
      ['COMPLETE', 1800],
    ]);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to classes' }).getAttribute('href')).toBe(
      '/newplatform/items/classes',
    );
    expect(screen.getByRole('button', { name: 'Schedule another time' })).toBeTruthy();
  });

  it('starts a finished class from the beginning and says it was completed', async () => {
    await openVideo({
      ...power,
      viewerProgress: {
        positionSeconds: 1790,
        watchedSeconds: 1800,
        completedAt: '2026-11-20T00:00:00Z',
        lastWatchedAt: '2026-11-20T00:00:00Z',
      },
    });
    const element = player();
    clockOn(element);
    fireEvent(element, new Event('loadedmetadata'));
    expect(element.currentTime).toBe(0);
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('answers the keyboard: space and k play and pause, the arrows jump 10 seconds', async () => {
    const user = userEvent.setup();
    await openVideo(power);
    const element = player();
    const clock = clockOn(element);
    clock.at(50);
    element.focus();
    await user.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    clock.setPaused(false);
    await user.keyboard('k');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(60);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(element.currentTime).toBe(40);
    expect(screen.getByRole('group', { name: 'Video player: Power Pilates' })).toBeTruthy();
  });

  it('shows a member without a plan the poster and the way to subscribe instead of the player', async () => {
    await openVideo(videoFixture(1, { title: 'Power Pilates', canWatch: false }), {
      signedIn: userFixture(),
    });
    expect(player()).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe to watch' }).getAttribute('href')).toBe(
      '/payment?redirect_path=%2Fnewplatform%2Fitems%2Fclasses%2F1',
    );
  });

  describe('buying one class', () => {
    const locked = () =>
      videoFixture(1, {
        title: 'Power Pilates',
        canWatch: false,
        purchasePrice: { amount: 4.99, cents: 499, currency: 'usd', formatted: '$4.99' },
      });
    const bought = (input: Record<string, unknown>) => ({
      video: { ...videoFixture(1, { title: 'Power Pilates' }), id: input.videoId, purchasePrice: null },
      amountCharged: { amount: 4.99, cents: 499, currency: 'usd', formatted: '$4.99' },
      receiptNumber: 'ch_abc123',
      userErrors: [],
    });

    it('a member without a plan pays $4.99 with a card and the class plays at once', async () => {
      const user = userEvent.setup();
      const recorded = mutations({ useCreateCardTokenMutation: TOKEN_OK, usePurchaseVideoMutation: bought });
      const { environment, graph } = await openVideo(locked(), {
        signedIn: userFixture(),
        mutate: recorded.mutate,
      });
      expect(player()).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Buy this class · $4.99' }));
      const dialog = await screen.findByRole('dialog', { name: 'Buy this class' });
      expect(within(dialog).getByText(/There are no refunds once billed/)).toBeTruthy();
      await resolveAll(environment, graph);
      await fillCard(user);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
      await resolveAll(environment, graph);
      expect(recorded.names()).toEqual(['useCreateCardTokenMutation', 'usePurchaseVideoMutation']);
      expect(recorded.calls[1]!.input).toMatchObject({ videoId: 'Video:1', paymentToken: 'tok_local_1' });
      expect(typeof recorded.calls[1]!.input.idempotencyKey).toBe('string');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const note = screen.getByText('This class is yours').closest('[role="status"]');
      expect(note?.textContent).toBe(
        'This class is yours: stream it any time. $4.99 was charged to your card (receipt ch_abc123).',
      );
      expect(player()).not.toBeNull();
      expect(screen.queryByRole('button', { name: /Buy this class/ })).toBeNull();
    });

    it('a declined card is said in the dialog; the next try is a new attempt with a new key', async () => {
      const user = userEvent.setup();
      let tries = 0;
      const recorded = mutations({
        useCreateCardTokenMutation: TOKEN_OK,
        usePurchaseVideoMutation: (input) =>
          ++tries === 1
            ? {
                video: null,
                amountCharged: null,
                receiptNumber: null,
                userErrors: [{ field: null, code: 'CARD_DECLINED', message: 'Your card was declined.' }],
              }
            : bought(input),
      });
      const { environment, graph } = await openVideo(locked(), {
        signedIn: userFixture(),
        mutate: recorded.mutate,
      });
      await user.click(screen.getByRole('button', { name: 'Buy this class · $4.99' }));
      const dialog = await screen.findByRole('dialog', { name: 'Buy this class' });
      await resolveAll(environment, graph);
      await fillCard(user);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
      await resolveAll(environment, graph);
      expect(within(dialog).getByRole('alert').textContent).toBe('Your card was declined.');
      expect(player()).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
      await resolveAll(environment, graph);
      const purchases = recorded.calls.filter((call) => call.name === 'usePurchaseVideoMutation');
      expect(purchases).toHaveLength(2);
      expect(purchases[0]!.input.idempotencyKey).not.toBe(purchases[1]!.input.idempotencyKey);
      await waitFor(() => expect(player()).not.toBeNull());
    });

    it('a subscriber is offered nothing to buy', async () => {
      await openVideo(videoFixture(1, { title: 'Power Pilates', purchasePrice: null }));
      expect(screen.queryByRole('button', { name: /Buy this class/ })).toBeNull();
      expect(player()).not.toBeNull();
    });
  });

  it('says so for a class that does not exist', async () => {
    await openVideo(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Class not found' })).toBeTruthy();
    await openVideo(null, { path: '/newplatform/items/classes/abc' });
    expect(screen.getAllByRole('heading', { level: 1, name: 'Class not found' }).length).toBeGreaterThan(0);
  });
});
