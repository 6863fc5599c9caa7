import type { ReactNode } from 'react';
import { LineIcon, type IconProps } from '../../ui/icons/Icon';

/**
 * One drawing per equipment key in the catalogue. Other keys get the generic kit bag.
 */
const drawings: Record<string, ReactNode> = {
  dumbells: (
    <>
      <path d="M7.5 12h9" />
      <rect x="3.5" y="7.5" width="4" height="9" rx="1" />
      <rect x="16.5" y="7.5" width="4" height="9" rx="1" />
      <path d="M2 10.5v3M22 10.5v3" />
    </>
  ),
  kettlebell: (
    <>
      <path d="M8.5 10V7.5a3.5 3.5 0 0 1 7 0V10" />
      <path d="M12 9.5a6.5 6.5 0 0 1 6.5 6.5c0 1.9-.7 3.4-1.6 4.5H7.1c-.9-1.1-1.6-2.6-1.6-4.5A6.5 6.5 0 0 1 12 9.5z" />
      <path d="M9.5 15.5h5" />
    </>
  ),
  barbell: (
    <>
      <path d="M1.5 12h21" />
      <rect x="5" y="5.5" width="2.5" height="13" rx="1" />
      <rect x="16.5" y="5.5" width="2.5" height="13" rx="1" />
      <rect x="8.25" y="8" width="1.5" height="8" rx=".6" />
      <rect x="14.25" y="8" width="1.5" height="8" rx=".6" />
    </>
  ),
  yogaMat: (
    <>
      <path d="M2.5 18.5h13" />
      <path d="M2.5 14h13" />
      <path d="M2.5 14v4.5" />
      <circle cx="17.5" cy="15" r="4" />
      <path d="M17.5 13.2a1.8 1.8 0 1 1-1.8 1.8" />
    </>
  ),
  pilatesCircle: (
    <>
      <circle cx="12" cy="12" r="7.5" />
      <circle cx="12" cy="12" r="5.5" />
      <rect x="9.5" y="1.5" width="5" height="3" rx="1.2" />
      <rect x="9.5" y="19.5" width="5" height="3" rx="1.2" />
    </>
  ),
  inflatableBall: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.6 9.2c5.2 2.1 11.6 2.1 16.8 0" />
      <path d="M4.3 16c4.7-2.3 10.7-2.3 15.4 0" />
      <path d="M15 4.5c-.8 1.2-1.2 2.5-1.2 4" />
    </>
  ),
  balletBarre: (
    <>
      <path d="M2.5 8h19" />
      <path d="M6 8v12.5M18 8v12.5" />
      <path d="M4 20.5h4M16 20.5h4" />
      <path d="M6 5.5V8M18 5.5V8" />
    </>
  ),
  block: (
    <>
      <path d="M3.5 9 12 5l8.5 4v6.5L12 19.5l-8.5-4z" />
      <path d="m3.5 9 8.5 4 8.5-4M12 13v6.5" />
    </>
  ),
  slidingDiscs: (
    <>
      <ellipse cx="8" cy="15" rx="5.5" ry="2.5" />
      <path d="M2.5 15v1.5c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V15" />
      <ellipse cx="16" cy="8.5" rx="5.5" ry="2.5" />
      <path d="M10.5 8.5V10c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V8.5" />
    </>
  ),
  foamRoller: (
    <>
      <ellipse cx="5" cy="12" rx="2.5" ry="5.5" />
      <path d="M5 6.5h14M5 17.5h14" />
      <path d="M19 6.5c1.4 0 2.5 2.5 2.5 5.5s-1.1 5.5-2.5 5.5" />
      <path d="M9.5 9.5v1M13 12.5v1M16 9.5v1M9.5 14v1M16 14v1" />
    </>
  ),
  stationaryBike: (
    <>
      <circle cx="17" cy="16" r="3.5" />
      <path d="M4 21h16" />
      <path d="M7 21l2-12.5" />
      <path d="M5.5 8.5h5" />
      <path d="M8.3 13.5H17" />
      <path d="M17 16l-1.5-10H18.5" />
      <path d="M10 21l1.5-4" />
    </>
  ),
  treadmill: (
    <>
      <path d="M2.5 18.5h14.5l3.5-3" />
      <path d="M18 15.5 16 5h3" />
      <circle cx="5" cy="20.5" r=".9" />
      <circle cx="15" cy="20.5" r=".9" />
      <path d="M8.5 11.5a1.6 1.6 0 1 0 0-.1" />
      <path d="M8 13.5 6.5 18.5M8 13.5l2.5 2M8 13.5l1-2.5" />
    </>
  ),
  resistanceBand: (
    <>
      <rect x="2.5" y="3" width="3.5" height="6.5" rx="1.5" />
      <rect x="18" y="14.5" width="3.5" height="6.5" rx="1.5" />
      <path d="M6 5c5.5 1 11 6.5 12 12.5" />
      <path d="M6 8c4.5.8 9.2 5.5 10 10.5" />
    </>
  ),
};

const generic = (
  <>
    <rect x="3.5" y="8" width="17" height="11.5" rx="2" />
    <path d="M9 8V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v2" />
    <path d="M3.5 13h17M10.5 12v2M13.5 12v2" />
  </>
);

/** The keys with their own drawing. */
export const EQUIPMENT_ICON_KEYS = Object.keys(drawings);

export function EquipmentIcon({ equipmentKey, ...props }: IconProps & { equipmentKey: string }) {
  const drawing = drawings[equipmentKey];
  return (
    <LineIcon iconKey={drawing ? equipmentKey : 'generic'} {...props}>
      {drawing ?? generic}
    </LineIcon>
  );
}
