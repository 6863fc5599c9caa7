/**
 * The live schedule read by a range of start times. The whole schedule's range is read off
 * `live_classes_upcoming` (start time, classes not cancelled); a studio's (its white-label site)
 * gets the same index per studio, so its week is read straight from it, however many classes the
 * other studios schedule and however long the history grows.
 */
export const sql = /* sql */ `
CREATE INDEX live_classes_studio_upcoming ON live_classes (studio_id, scheduled_at) WHERE cancelled_at IS NULL;
`;
