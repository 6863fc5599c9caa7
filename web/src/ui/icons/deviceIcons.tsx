import type { ReactNode } from 'react';
import { LineIcon, type IconProps } from './Icon';

/** The compatible-device image keys. */
export type DeviceIconKey = 'laptop' | 'phone' | 'chromecast' | 'airPlay' | 'hdmi';

const drawings: Record<DeviceIconKey, ReactNode> = {
  laptop: (
    <>
      <rect x="4.5" y="5" width="15" height="10" rx="1.2" />
      <path d="M2 18.5h20l-1.5-3.5h-17z" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M10.5 5h3M11.5 18.5h1" />
    </>
  ),
  chromecast: (
    <>
      <path d="M3 8V6a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 6v12a1.5 1.5 0 0 1-1.5 1.5H13" />
      <path d="M3 19.5h.01" strokeWidth={2.5} />
      <path d="M3 16a3.5 3.5 0 0 1 3.5 3.5" />
      <path d="M3 12.5a7 7 0 0 1 7 7" />
    </>
  ),
  airPlay: (
    <>
      <path d="M6 17H4.5A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H18" />
      <path d="M12 14.5 17 20.5H7z" />
    </>
  ),
  hdmi: (
    <>
      <path d="M3 7.5h18v5l-2.5 3.5h-13L3 12.5z" />
      <path d="M7 10.5h10" />
      <path d="M12 16v5.5" />
    </>
  ),
};

export function DeviceIcon({ deviceKey, ...props }: IconProps & { deviceKey: DeviceIconKey }) {
  return (
    <LineIcon iconKey={deviceKey} {...props}>
      {drawings[deviceKey]}
    </LineIcon>
  );
}
