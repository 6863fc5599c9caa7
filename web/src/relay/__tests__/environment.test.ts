import { fetchQuery, requestSubscription } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteQuery } from '../../site/SiteQuery';
import type { SiteQuery as SiteQueryType } from '../../site/__generated__/SiteQuery.graphql';
import { AUTH_TOKEN_KEY } from '../authToken';
import { isOffline, reportRequestSucceeded } from '../offline/connection';
import { createRelayEnvironment, mapResponse, requestBody, resetSubscriptionClient } from '../environment';
import { onSessionEndedBySocket } from '../sessionEnded';
import LiveScheduleChangedSubscription from '../../live/__generated__/useLiveScheduleChangedSubscription.graphql';
import { GraphQLRequestError, NetworkError } from '../errors';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const siteData = {
  site: {
    mode: 'GENERAL',
    studio: null,
    brand: {
      name: 'StreamFit',
      logoUrl: '/media/brand/logo.svg',
      color: '#9ac8b9',
      pageTitle: 'StreamFit',
      faviconUrl: '/media/brand/favicon.svg',
      contactEmail: 'support@streamfit.example',
      trialEnabled: true,
    },
  },
  studios: { edges: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Relay network', () => {
  it('POSTs the persisted id as doc_id, without query text, with the stored token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: siteData }));
    vi.stubGlobal('fetch', fetchMock);

    const data = await fetchQuery<SiteQueryType>(createRelayEnvironment(), SiteQuery, {
      host: 'localhost:4000',
    }).toPromise();
    expect(data?.site.mode).toBe('GENERAL');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('token-123');
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['doc_id', 'operationName', 'variables']);
    expect(body.doc_id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.operationName).toBe('SiteQuery');
    expect(body.variables).toEqual({ host: 'localhost:4000' });
  });

  it('sends no Authorization header for a visitor', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: siteData }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'localhost' }).toPromise();
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns a reply with errors and no data into a GraphQLRequestError with the codes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            errors: [
              { message: 'Unknown persisted query', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
            ],
          },
          400,
        ),
      ),
    );
    const error = await fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'x' })
      .toPromise()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).codes).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect((error as GraphQLRequestError).message).toContain('Unknown persisted query');
  });

  it('turns an unreachable gateway or a non-JSON reply into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(
      fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'x' }).toPromise(),
    ).rejects.toBeInstanceOf(NetworkError);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(
      fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'x' }).toPromise(),
    ).rejects.toMatchObject({
      name: 'NetworkError',
      status: 502,
    });
  });

  it('offline: reports the lost connection and replays the last site query answer for that host only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: siteData })),
    );
    await fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'studio.example' }).toPromise();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const replayed = await fetchQuery<SiteQueryType>(createRelayEnvironment(), SiteQuery, {
      host: 'studio.example',
    }).toPromise();
    expect(replayed?.site.mode).toBe('GENERAL');
    expect(isOffline()).toBe(true);
    await expect(
      fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'other.example' }).toPromise(),
    ).rejects.toBeInstanceOf(NetworkError);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: siteData })),
    );
    await fetchQuery(createRelayEnvironment(), SiteQuery, { host: 'other.example' }).toPromise();
    expect(isOffline()).toBe(false);
    reportRequestSucceeded();
  });

  it('keeps partial data with field errors (the failed field is null)', () => {
    const reply = {
      data: { studio: null },
      errors: [{ message: 'backend down', path: ['studio'], extensions: { code: 'UPSTREAM' } }],
    };
    expect(mapResponse('StudioRouteQuery', 200, reply)).toBe(reply);
  });

  it('falls back to query text only when an operation has no persisted id', () => {
    expect(
      requestBody(
        { id: null, text: '{ __typename }', name: 'Q', operationKind: 'query', metadata: {}, cacheID: 'x' },
        {},
      ),
    ).toEqual({ query: '{ __typename }', operationName: 'Q', variables: {} });
  });
});

/** Just enough of a browser WebSocket for graphql-ws: acks the init, then closes as the test says. */
class GatewaySocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static closeWith: { code: number; reason: string } = {
    code: 4401,
    reason: 'Your session has ended. Please log in again.',
  };
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string): void {
    const message = JSON.parse(data) as { type: string };
    if (message.type === 'connection_init')
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 0);
    // The gateway ends the member's socket once the subscription is running.
    if (message.type === 'subscribe')
      setTimeout(() => this.close(GatewaySocket.closeWith.code, GatewaySocket.closeWith.reason), 0);
  }
  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }
}

// Any subscription of the app will do: the schedule's.
const TestSubscription = LiveScheduleChangedSubscription;

describe('live-update socket', () => {
  afterEach(() => resetSubscriptionClient());

  async function subscribeUntilClosed(code: number): Promise<number> {
    GatewaySocket.closeWith = { code, reason: 'closed by the test' };
    vi.stubGlobal('WebSocket', GatewaySocket);
    let ended = 0;
    const stop = onSessionEndedBySocket(() => {
      ended += 1;
    });
    await new Promise<void>((resolve) => {
      requestSubscription(createRelayEnvironment(), {
        subscription: TestSubscription,
        variables: { studioId: null },
        onError: () => resolve(),
        onCompleted: () => resolve(),
      });
    });
    stop();
    return ended;
  }

  it('tells the app when the gateway closed the socket because the session ended', async () => {
    expect(await subscribeUntilClosed(4401)).toBe(1);
  });

  it('does not for any other close (too many connections, a bad message)', async () => {
    expect(await subscribeUntilClosed(4429)).toBe(0);
    resetSubscriptionClient();
    expect(await subscribeUntilClosed(4400)).toBe(0);
  });
});

describe('the live-update client code', () => {
  afterEach(() => resetSubscriptionClient());

  it('opens no socket for a subscription dropped before the client code arrived', async () => {
    let sockets = 0;
    class CountedSocket extends GatewaySocket {
      constructor(url: string) {
        super(url);
        sockets += 1;
      }
    }
    vi.stubGlobal('WebSocket', CountedSocket);
    const environment = createRelayEnvironment();
    const dropped = requestSubscription(environment, {
      subscription: TestSubscription,
      variables: { studioId: null },
    });
    dropped.dispose();
    // The client code arrives (graphql-ws, fetched on the first subscription) and nothing connects.
    await import('graphql-ws');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toBe(0);

    // A subscription that stays connects once the code is here.
    GatewaySocket.closeWith = { code: 4400, reason: 'closed by the test' };
    await new Promise<void>((resolve) => {
      requestSubscription(environment, {
        subscription: TestSubscription,
        variables: { studioId: null },
        onError: () => resolve(),
        onCompleted: () => resolve(),
      });
    });
    expect(sockets).toBe(1);
  });
});
