import { DeviceIcon, type DeviceIconKey } from '../../ui/icons/deviceIcons';

const DEVICES: ReadonlyArray<{ key: DeviceIconKey; name: string; text: string }> = [
  { key: 'laptop', name: 'Web', text: 'Any modern browser' },
  { key: 'phone', name: 'Mobile', text: 'iPhone and iPad app' },
  { key: 'chromecast', name: 'Chromecast', text: 'Cast to your TV' },
  { key: 'airPlay', name: 'Airplay', text: 'From any Apple device' },
  { key: 'hdmi', name: 'HDMI', text: 'Plug straight into a screen' },
];

/** Where members can watch: Web, Mobile, Chromecast, Airplay and HDMI. */
export function CompatibleDevices({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="devices" aria-labelledby="devices-heading">
      <Heading id="devices-heading" className="section-heading">
        Compatible Devices
      </Heading>
      <p className="devices__lead">Stream your workouts on the screen that suits you.</p>
      <ul className="devices__list">
        {DEVICES.map((device) => (
          <li key={device.key} className="devices__item">
            <DeviceIcon deviceKey={device.key} size={48} className="devices__icon" />
            <span className="devices__name">{device.name}</span>
            <span className="devices__text">{device.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
