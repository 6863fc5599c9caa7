import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { AppStoreBadge, GooglePlayBadge, RokuBadge } from '../ui/icons/storeBadges';
import { DeviceIcon } from '../ui/icons/deviceIcons';
import { StepList } from './StepList';
import { APP_STORE_URL, ROKU_STORE_URL } from './storeLinks';
import { Tabs } from './Tabs';
import './info.css';

const tabIcon = (key: 'hdmi' | 'airPlay' | 'chromecast' | 'laptop') => (
  <DeviceIcon deviceKey={key} size={28} className="info-tabs__icon" />
);

/**
 * /compatibledevices (two tab pairs, HDMI Cord vs Wireless and Chromecast vs
 * Airplay, each with step instructions; iOS and Roku store links; an Android
 * 'COMING SOON' badge; the web app).
 */
export function CompatibleDevicesPage() {
  const { brand } = useSite();
  usePageMeta({
    section: 'Compatible Devices',
    description: `Watch ${brand.name} in any modern browser, on iPhone and iPad, on Roku, or on your TV by HDMI cord, Chromecast or AirPlay. Step-by-step instructions.`,
  });
  const name = brand.name;
  return (
    <article className="info-page" aria-labelledby="devices-page-heading">
      <header className="info-hero">
        <p className="eyebrow">Compatible Devices</p>
        <h1 id="devices-page-heading">Compatible Devices</h1>
        <p className="info-hero__lead">
          Stream your classes on a laptop, phone, tablet or TV. Here is what works and how to set it up.
        </p>
      </header>

      <section className="info-section" aria-labelledby="devices-web-heading">
        <h2 id="devices-web-heading">The web app</h2>
        <ul className="info-device-grid">
          <li className="info-device">
            <DeviceIcon deviceKey="laptop" size={56} className="info-device__icon" />
            <h3>Laptop and desktop</h3>
            <p>
              Any modern browser: Chrome, Safari, Firefox or Edge, kept up to date. Open {name}, log in and
              press play. Nothing to install.
            </p>
          </li>
          <li className="info-device">
            <DeviceIcon deviceKey="phone" size={56} className="info-device__icon" />
            <h3>Phone and tablet</h3>
            <p>
              Any modern mobile browser works too, or use the iPhone and iPad app. Turn your phone sideways
              for a full-screen class.
            </p>
          </li>
        </ul>
      </section>

      <section className="info-section info-section--alt" aria-labelledby="devices-apps-heading">
        <h2 id="devices-apps-heading">Get the apps</h2>
        <ul className="info-badges">
          <li>
            <a href={APP_STORE_URL} rel="noopener noreferrer" className="info-badges__link">
              <AppStoreBadge />
            </a>
            <span className="info-badges__caption">iPhone and iPad</span>
          </li>
          <li>
            <a href={ROKU_STORE_URL} rel="noopener noreferrer" className="info-badges__link">
              <RokuBadge />
            </a>
            <span className="info-badges__caption">Roku players and Roku TV</span>
          </li>
          <li>
            {/* Not a link: the Android app is not out yet. */}
            <GooglePlayBadge />
            <span className="info-badges__caption">
              Android <strong className="info-soon">COMING SOON</strong>
            </span>
          </li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="devices-cord-heading">
        <h2 id="devices-cord-heading">Connect to your TV: HDMI Cord or Wireless</h2>
        <Tabs
          labelledBy="devices-cord-heading"
          tabs={[
            {
              key: 'hdmi',
              label: 'HDMI Cord',
              icon: tabIcon('hdmi'),
              panel: (
                <StepList
                  label="HDMI Cord steps"
                  steps={[
                    'Get an HDMI cable, and an adapter if your laptop has no HDMI port (USB-C or Mini DisplayPort to HDMI).',
                    'Plug the cable into your laptop and into a free HDMI port on your TV.',
                    'Switch the TV’s input (Source) to that HDMI port.',
                    `Open ${name} in your browser, log in and start a class in full screen.`,
                  ]}
                />
              ),
            },
            {
              key: 'wireless',
              label: 'Wireless',
              icon: tabIcon('laptop'),
              panel: (
                <StepList
                  label="Wireless steps"
                  steps={[
                    'Connect your laptop, phone or tablet and your TV (or its streaming stick) to the same Wi-Fi network.',
                    `Open ${name}, log in and start a class.`,
                    'Send it to the TV with Chromecast or AirPlay (below), or with your TV’s screen mirroring.',
                    'Keep your device plugged in and nearby for a smooth stream.',
                  ]}
                />
              ),
            },
          ]}
        />
      </section>

      <section className="info-section" aria-labelledby="devices-cast-heading">
        <h2 id="devices-cast-heading">Stream wirelessly: Chromecast or Airplay</h2>
        <Tabs
          labelledBy="devices-cast-heading"
          tabs={[
            {
              key: 'chromecast',
              label: 'Chromecast',
              icon: tabIcon('chromecast'),
              panel: (
                <StepList
                  label="Chromecast steps"
                  steps={[
                    'Plug the Chromecast into your TV and set it up on your Wi-Fi with the Google Home app.',
                    `Open ${name} in the Chrome browser on the same Wi-Fi network and start a class.`,
                    'Select the cast button in the player, or open Chrome’s menu (⋮) and choose Cast.',
                    'Choose your Chromecast. The class now plays on your TV.',
                  ]}
                />
              ),
            },
            {
              key: 'airplay',
              label: 'Airplay',
              icon: tabIcon('airPlay'),
              panel: (
                <StepList
                  label="Airplay steps"
                  steps={[
                    'Make sure your iPhone, iPad or Mac and your Apple TV (or AirPlay-compatible TV) share a Wi-Fi network.',
                    `Open the ${name} app or Safari and start a class.`,
                    'Tap the AirPlay button in the player, or Control Center → Screen Mirroring.',
                    'Choose your TV, and enter the code it shows if asked.',
                  ]}
                />
              ),
            },
          ]}
        />
        <p className="info-note">
          More detail on each method: <Link to="/how-to-connect">How to Connect</Link>.
        </p>
      </section>
    </article>
  );
}
