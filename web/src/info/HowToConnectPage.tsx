import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { DeviceIcon, type DeviceIconKey } from '../ui/icons/deviceIcons';
import { LineIcon } from '../ui/icons/Icon';
import { jumpTo, useScrollToHash } from './jump';
import { StepList } from './StepList';
import './info.css';

/** A drawn TV with an app grid: the smart-TV method. */
function SmartTvIcon() {
  return (
    <LineIcon iconKey="smartTv" size={48} className="info-method__icon">
      <rect x="2.5" y="4" width="19" height="13" rx="1.5" />
      <path d="M8 21h8M12 17v4" />
      <rect x="6.5" y="7.5" width="4" height="3" rx="0.5" />
      <rect x="13.5" y="7.5" width="4" height="3" rx="0.5" />
      <path d="M6.5 13.5h11" />
    </LineIcon>
  );
}

interface Method {
  id: string;
  title: string;
  icon: ReactNode;
  need: string;
  steps: ReactNode[];
}

/** /how-to-connect: getting a class onto the TV by HDMI, Chromecast, AirPlay or a TV app. */
export function HowToConnectPage() {
  const { brand } = useSite();
  usePageMeta({
    section: 'How to Connect',
    description: `Step by step: put ${brand.name} classes on your TV with an HDMI cord, Chromecast, AirPlay or a smart TV app.`,
  });
  useScrollToHash();
  const icon = (key: DeviceIconKey) => <DeviceIcon deviceKey={key} size={48} className="info-method__icon" />;
  const methods: Method[] = [
    {
      id: 'hdmi',
      title: 'With an HDMI cord',
      icon: icon('hdmi'),
      need: 'An HDMI cable, plus an adapter if your laptop has no HDMI port (USB-C, Thunderbolt or Mini DisplayPort to HDMI).',
      steps: [
        'Plug one end of the HDMI cable into your laptop (or its adapter) and the other into a free HDMI port on the TV.',
        'With the TV remote, switch the input (Source) to that HDMI port. Your laptop screen appears on the TV.',
        `Open ${brand.name} in your browser, log in and start a class.`,
        'Choose full screen in the video player. If the sound still plays from the laptop, pick the TV as the sound output in your laptop’s sound settings.',
      ],
    },
    {
      id: 'chromecast',
      title: 'With Chromecast',
      icon: icon('chromecast'),
      need: 'A Chromecast (or a TV with Chromecast built in) on the same Wi-Fi network as your laptop or phone, and the Chrome browser.',
      steps: [
        'Set up the Chromecast with the Google Home app and connect it to your Wi-Fi.',
        `Open ${brand.name} in Chrome on the same Wi-Fi network, log in and start a class.`,
        'Select the cast button in the video player, or open Chrome’s menu (⋮) and choose Cast.',
        'Pick your Chromecast from the list. The class plays on the TV; use your laptop or phone to pause and resume.',
      ],
    },
    {
      id: 'airplay',
      title: 'With AirPlay',
      icon: icon('airPlay'),
      need: 'An iPhone, iPad or Mac, and an Apple TV or an AirPlay-compatible smart TV on the same Wi-Fi network.',
      steps: [
        `Open the ${brand.name} app or Safari on your iPhone, iPad or Mac, log in and start a class.`,
        'Tap the AirPlay button in the video player (a screen with a triangle), or open Control Center and choose Screen Mirroring.',
        'Choose your Apple TV or smart TV. If the TV shows a code, enter it on your device.',
        'To stop, tap the AirPlay button again and choose your own device.',
      ],
    },
    {
      id: 'smart-tv',
      title: 'With a smart TV app',
      icon: <SmartTvIcon />,
      need: 'A Roku player or Roku TV. Other smart TVs can use their built-in Chromecast or AirPlay support.',
      steps: [
        'On the Roku home screen, open Streaming Channels (the Roku Channel Store) and search for StreamFit.',
        'Add the StreamFit channel and open it.',
        `Log in with your ${brand.name} e-mail and password.`,
        'Pick a studio and a class and press play.',
      ],
    },
  ];
  return (
    <article className="info-page" aria-labelledby="connect-heading">
      <header className="info-hero">
        <p className="eyebrow">How to Connect</p>
        <h1 id="connect-heading">Put your workout on the big screen</h1>
        <p className="info-hero__lead">
          Four ways to connect to your TV. Not sure your device works? Check the{' '}
          <Link to="/compatibledevices">compatible devices</Link>.
        </p>
        <nav aria-label="Ways to connect" className="info-jump">
          <ul>
            {methods.map((method) => (
              <li key={method.id}>
                <a href={`#connect-${method.id}`} onClick={(event) => jumpTo(event, `connect-${method.id}`)}>
                  {method.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {methods.map((method) => (
        <section
          key={method.id}
          className="info-section info-method"
          aria-labelledby={`connect-${method.id}`}
        >
          <div className="info-method__head">
            {method.icon}
            <h2 id={`connect-${method.id}`} tabIndex={-1}>
              {method.title}
            </h2>
          </div>
          <p className="info-method__need">
            <strong>You need:</strong> {method.need}
          </p>
          <StepList steps={method.steps} label={`Steps: ${method.title.toLowerCase()}`} />
        </section>
      ))}
      <section className="info-section info-cta" aria-labelledby="connect-more-heading">
        <h2 id="connect-more-heading">Which devices work?</h2>
        <p>
          Browsers, phones, tablets, Roku, Chromecast and AirPlay: see every supported device and the apps.
        </p>
        <div className="info-cta__actions">
          <Link className="button button--brand" to="/compatibledevices">
            See compatible devices
          </Link>
        </div>
      </section>
    </article>
  );
}
