import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A calendar connection as a mutation or the subscription answered it, written over the viewer's
 * connection of the same provider. Connections have no id of their own, so Relay cannot merge them
 * by itself; the fields are copied (not the record linked), since the next answer reuses its record.
 */
export function putCalendarConnection(
  store: RecordSourceSelectorProxy,
  connection: RecordProxy | null | undefined,
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !connection) return;
  const provider = connection.getValue('provider');
  const list = viewer.getLinkedRecords('calendarConnections') ?? [];
  const existing = list.find((item) => item?.getValue('provider') === provider);
  if (existing) {
    existing.copyFieldsFrom(connection);
    return;
  }
  const added = store.create(
    `client:${viewer.getDataID()}:calendarConnections:${String(provider)}`,
    'CalendarConnection',
  );
  added.copyFieldsFrom(connection);
  viewer.setLinkedRecords(
    [...list.filter((item): item is RecordProxy => item != null), added],
    'calendarConnections',
  );
}

/** The feed's new address, written over the viewer's feed (which has no id either). */
export function putCalendarFeed(
  store: RecordSourceSelectorProxy,
  feed: RecordProxy | null | undefined,
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !feed) return;
  const current = viewer.getLinkedRecord('calendarFeed');
  if (current) current.copyFieldsFrom(feed);
  else viewer.setLinkedRecord(feed, 'calendarFeed');
}
