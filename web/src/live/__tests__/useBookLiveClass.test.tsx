import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ERROR } from '../../relay/mutationOutcome';
import { pendingBookingId, useBookLiveClass, type BookOutcome } from '../useBookLiveClass';
import { UPCOMING_BOOKINGS_CONNECTION } from '../upcomingBookings';

const CLASS_ID = 'LiveClass:7';

/** A store holding one class the member has not booked. */
function environmentWithClass() {
  const environment = createMockEnvironment();
  environment.commitUpdate((store) => {
    const liveClass = store.create(CLASS_ID, 'LiveClass');
    liveClass.setValue(CLASS_ID, 'id');
    liveClass.setValue(null, 'viewerBooking');
  });
  return environment;
}

/** The class's booking as every row reads it: the store's current source, optimistic updates included. */
function viewerBookingId(environment: ReturnType<typeof createMockEnvironment>): string | null {
  const liveClass = environment.getStore().getSource().get(CLASS_ID);
  const ref = liveClass?.viewerBooking as { __ref: string } | null | undefined;
  return ref?.__ref ?? null;
}

/** Renders the hook and books the class; resolves with the outcome once answered. */
function startBooking(environment: ReturnType<typeof createMockEnvironment>): Promise<BookOutcome> {
  let book: ((liveClassId: string) => Promise<BookOutcome>) | null = null;
  function Harness() {
    [book] = useBookLiveClass();
    return null;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Harness />
    </RelayEnvironmentProvider>,
  );
  let outcome!: Promise<BookOutcome>;
  act(() => {
    outcome = book!(CLASS_ID);
  });
  return outcome;
}

function answer(bookLiveClass: Record<string, unknown>) {
  return { data: { bookLiveClass } };
}

describe('Booking a free class: shown as booked at once', () => {
  it('marks the class booked before the server answers, and keeps the real booking after', async () => {
    const environment = environmentWithClass();
    const outcome = startBooking(environment);
    expect(viewerBookingId(environment)).toBe(pendingBookingId(CLASS_ID));

    act(() => {
      environment.mock.resolveMostRecentOperation(
        answer({
          booking: {
            id: 'LiveClassBooking:3',
            status: 'BOOKED',
            amountPaid: null,
            liveClass: { id: CLASS_ID, viewerBooking: { id: 'LiveClassBooking:3' } },
          },
          liveClass: { id: CLASS_ID, viewerBooking: { id: 'LiveClassBooking:3' } },
          userErrors: [],
        }),
      );
    });
    expect((await outcome).ok).toBe(true);
    expect(viewerBookingId(environment)).toBe('LiveClassBooking:3');
  });

  it('reverts to not booked, with the server’s message, when the server refuses', async () => {
    const environment = environmentWithClass();
    const outcome = startBooking(environment);
    expect(viewerBookingId(environment)).toBe(pendingBookingId(CLASS_ID));

    act(() => {
      environment.mock.resolveMostRecentOperation(
        answer({
          booking: null,
          liveClass: { id: CLASS_ID, viewerBooking: null },
          userErrors: [{ field: null, message: 'This class is full.', code: 'CLASS_FULL' }],
        }),
      );
    });
    const result = await outcome;
    expect(result).toMatchObject({
      ok: false,
      message: 'This class is full.',
      code: 'CLASS_FULL',
      callFailed: false,
    });
    expect(viewerBookingId(environment)).toBeNull();
  });

  it('reverts to not booked when the call fails', async () => {
    const environment = environmentWithClass();
    const outcome = startBooking(environment);
    expect(viewerBookingId(environment)).toBe(pendingBookingId(CLASS_ID));

    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('Could not reach the gateway'));
    });
    expect(await outcome).toMatchObject({ ok: false, message: UNKNOWN_ERROR, callFailed: true });
    expect(viewerBookingId(environment)).toBeNull();
  });
});

describe('Booking adds the class to the member’s upcoming classes', () => {
  const VIEWER_ID = 'User:7';
  const connectionId = `client:${VIEWER_ID}:__${UPCOMING_BOOKINGS_CONNECTION}_connection`;

  /** The store after 'My live classes' was read: the viewer, and their list with one booking. */
  function environmentWithList() {
    const environment = environmentWithClass();
    environment.commitUpdate((store) => {
      const viewer = store.create(VIEWER_ID, 'User');
      viewer.setValue(VIEWER_ID, 'id');
      store.getRoot().setLinkedRecord(viewer, 'viewer');
      const connection = store.create(connectionId, 'LiveClassBookingConnection');
      const existing = store.create('LiveClassBooking:1', 'LiveClassBooking');
      existing.setValue('LiveClassBooking:1', 'id');
      const edge = store.create(`${connectionId}:edges:0`, 'LiveClassBookingEdge');
      edge.setLinkedRecord(existing, 'node');
      edge.setValue('cursor-1', 'cursor');
      connection.setLinkedRecords([edge], 'edges');
      // What Relay keeps on a connection it built from a page: the index the next edge takes.
      connection.setValue(1, '__connection_next_edge_index');
      viewer.setLinkedRecord(connection, '__UpcomingLiveClassesList_upcomingLiveClassBookings_connection');
    });
    return environment;
  }

  const bookingIds = (environment: ReturnType<typeof createMockEnvironment>) => {
    const source = environment.getStore().getSource();
    const edges = (source.get(connectionId)?.edges as { __refs: string[] }).__refs;
    return edges.map((edge) => (source.get(edge)?.node as { __ref: string }).__ref);
  };

  it('sends the list’s connection and appends the new booking’s edge when the server answers', async () => {
    const environment = environmentWithList();
    const outcome = startBooking(environment);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.connections).toEqual([connectionId]);
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          BookLiveClassPayload: () => ({
            bookingEdge: { cursor: 'cursor-3', node: { id: 'LiveClassBooking:3' } },
            booking: { id: 'LiveClassBooking:3' },
            userErrors: [],
          }),
          LiveClass: () => ({ id: CLASS_ID, startsAt: '2026-11-26T15:00:00.000Z' }),
        }),
      );
    });
    expect(await outcome).toMatchObject({ ok: true });
    expect(bookingIds(environment)).toEqual(['LiveClassBooking:1', 'LiveClassBooking:3']);
  });

  it('without a list in the store there is nothing to update', () => {
    const environment = environmentWithClass();
    void startBooking(environment);
    expect(environment.mock.getMostRecentOperation().request.variables.connections).toEqual([]);
  });
});
