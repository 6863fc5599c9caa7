import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { DeviceIcon } from '../ui/icons/deviceIcons';
import { ClassTypesIcon, LevelIcon } from '../ui/icons/levelIcons';
import { LineIcon } from '../ui/icons/Icon';
import { SignUpCta } from './SignUpCta';
import './info.css';

/** A drawn calendar with a tick: the progress step. */
function CalendarIcon() {
  return (
    <LineIcon iconKey="calendar" size={48} className="info-step-card__icon">
      <rect x="3.5" y="5" width="17" height="15.5" rx="1.8" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
      <path d="m9 15 2 2 4-4" />
    </LineIcon>
  );
}

/** /how-it-works: from choosing a plan to tracking progress, for a member. */
export function HowItWorksPage() {
  const { brand, isWhiteLabel, whiteLabelStudioName } = useSite();
  usePageMeta({
    section: 'How it Works',
    description: `How ${brand.name} works: start a free trial or pick a plan, stream studio classes on demand or book live ones, watch on any device and track your progress.`,
  });
  const classes =
    isWhiteLabel && whiteLabelStudioName
      ? `${whiteLabelStudioName} classes`
      : 'classes from our partner studios';
  return (
    <article className="info-page" aria-labelledby="how-heading">
      <header className="info-hero">
        <p className="eyebrow">How it Works</p>
        <h1 id="how-heading">Boutique studio workouts, wherever you are</h1>
        <p className="info-hero__lead">
          {brand.name} brings {classes} to your laptop, phone and TV &mdash; on demand whenever you like, or
          live with the instructor at a set time.
        </p>
      </header>

      <section className="info-section" aria-labelledby="how-steps-heading">
        <h2 id="how-steps-heading" className="section-heading">
          Four steps to your first workout
        </h2>
        <ol className="info-step-cards">
          <li className="info-step-card">
            <span className="info-step-card__number" aria-hidden="true">
              1
            </span>
            <LevelIcon levelKey="allLevels" size={48} className="info-step-card__icon" />
            <h3>Pick a plan or start a free trial</h3>
            <p>
              Choose the monthly plan ($19.99 a month) or the yearly plan ($239.99 a year)
              {brand.trialEnabled ? '. Both start with 7 days free' : ''} and you can cancel any time. Only
              need one day? Buy a day pass instead.
            </p>
          </li>
          <li className="info-step-card">
            <span className="info-step-card__number" aria-hidden="true">
              2
            </span>
            <ClassTypesIcon size={48} className="info-step-card__icon" />
            <h3>Choose your classes</h3>
            <p>
              Browse {isWhiteLabel ? 'the studio’s' : 'each studio’s'} on-demand library by length, level,
              equipment and class type, or <Link to="/liveschedule">book a live class</Link> from the live
              schedule and train in real time.
            </p>
          </li>
          <li className="info-step-card">
            <span className="info-step-card__number" aria-hidden="true">
              3
            </span>
            <DeviceIcon deviceKey="laptop" size={48} className="info-step-card__icon" />
            <h3>Stream on any device</h3>
            <p>
              Work out in any modern browser, on the iPhone and iPad app, on Roku, or on your TV with
              Chromecast, AirPlay or an HDMI cord. See the{' '}
              <Link to="/compatibledevices">compatible devices</Link>.
            </p>
          </li>
          <li className="info-step-card">
            <span className="info-step-card__number" aria-hidden="true">
              4
            </span>
            <CalendarIcon />
            <h3>Track your progress</h3>
            <p>
              Schedule workouts and programs on your calendar (and sync it with your own), mark sessions done,
              and watch your minutes, calories and streaks add up on your dashboard.
            </p>
          </li>
        </ol>
      </section>

      <section className="info-section info-section--alt" aria-labelledby="how-live-heading">
        <div className="info-columns">
          <div>
            <h2 id="how-live-heading">On demand or live</h2>
            <p>
              On-demand classes are ready whenever you are: pause, rewind and repeat as often as you like.
              Live classes happen at a set time; book a spot from the{' '}
              <Link to="/liveschedule">Live Schedule</Link>. Subscribers book live classes free; anyone else
              can pay for a single class.
            </p>
          </div>
          <div>
            <h2 id="how-friends-heading">Train together</h2>
            <p>
              Add friends, see what they are taking and keep each other going. Save favorite classes, class
              types and studios so the workouts you love are always one tap away.
            </p>
          </div>
        </div>
      </section>

      <section className="info-section info-cta" aria-labelledby="how-cta-heading">
        <h2 id="how-cta-heading">Ready to work out?</h2>
        <p>
          {brand.trialEnabled
            ? 'Your first 7 days are on us. Cancel any time before your trial ends and you will not be charged.'
            : 'Choose a monthly or yearly plan and start today. Cancel any time.'}
        </p>
        <SignUpCta withLogIn />
      </section>
    </article>
  );
}
