import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { LevelIcon, type LevelIconKey } from '../ui/icons/levelIcons';
import { SignUpCta } from './SignUpCta';
import './info.css';

interface ExampleProgram {
  title: string;
  weeks: number;
  level: { key: LevelIconKey; label: string };
  classTypes: string[];
  summary: string;
}

/** Illustrations of the kind of program a member can follow (not a live catalogue). */
const EXAMPLE_PROGRAMS: ReadonlyArray<ExampleProgram> = [
  {
    title: 'Fresh Start',
    weeks: 3,
    level: { key: 'allLevels', label: 'All Levels' },
    classTypes: ['Yoga', 'Pilates', 'Barre'],
    summary: 'Three short classes a week to build the habit, with a stretch day to recover.',
  },
  {
    title: 'Core & Posture',
    weeks: 4,
    level: { key: 'intermediate', label: 'Intermediate' },
    classTypes: ['Pilates', 'Barre', 'Stretch'],
    summary: 'Reformer-style mat work and barre that build a strong, stable middle.',
  },
  {
    title: 'Ride & Restore',
    weeks: 6,
    level: { key: 'intermediate', label: 'Intermediate' },
    classTypes: ['Cycling', 'Yoga'],
    summary: 'Cardio rides that get longer each week, balanced by restorative yoga.',
  },
  {
    title: 'Peak Performance',
    weeks: 8,
    level: { key: 'advance', label: 'Advanced' },
    classTypes: ['HIIT', 'Strength', 'Boxing'],
    summary: 'Progressive intervals and strength blocks for athletes chasing a new best.',
  },
];

/** /programs: what programs are, with example programs and a call to sign up or log in. */
export function ProgramsPage() {
  const { brand } = useSite();
  usePageMeta({
    section: 'Programs',
    description: `${brand.name} programs are multi-week plans built from studio classes and scheduled onto your calendar. See examples of what you can follow.`,
  });
  return (
    <article className="info-page" aria-labelledby="programs-heading">
      <header className="info-hero">
        <p className="eyebrow">Programs</p>
        <h1 id="programs-heading">Programs: a plan for every week</h1>
        <p className="info-hero__lead">
          A program is a multi-week plan built from studio classes. Start one and its workouts are scheduled
          onto your calendar, so you always know what is next.
        </p>
      </header>

      <section className="info-section" aria-labelledby="programs-how-heading">
        <h2 id="programs-how-heading">How programs work</h2>
        <ul className="info-list">
          <li>
            Each program mixes on-demand classes from our studios into a weekly rhythm, with rest built in.
          </li>
          <li>When you start a program, its classes land on your calendar; move or skip any of them.</li>
          <li>Mark workouts complete and see your progress week by week on your dashboard.</li>
          <li>Sync your calendar to keep your workouts beside the rest of your week.</li>
        </ul>
      </section>

      <section className="info-section info-section--alt" aria-labelledby="programs-examples-heading">
        <h2 id="programs-examples-heading">Example programs</h2>
        <p className="info-note">
          These are examples of the kind of programs members can follow. The programs available to you are
          listed in the member area once you sign up.
        </p>
        <ul className="info-program-grid">
          {EXAMPLE_PROGRAMS.map((program) => (
            <li key={program.title} className="info-program">
              <h3>{program.title}</h3>
              <dl className="info-program__facts">
                <div>
                  <dt>Length</dt>
                  <dd>{program.weeks} weeks</dd>
                </div>
                <div>
                  <dt>Level</dt>
                  <dd className="info-program__level">
                    <LevelIcon levelKey={program.level.key} size={22} />
                    {program.level.label}
                  </dd>
                </div>
                <div>
                  <dt>Class types</dt>
                  <dd>
                    <ul className="chip-list chip-list--small">
                      {program.classTypes.map((type) => (
                        <li key={type} className="chip">
                          {type}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
              <p>{program.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section info-cta" aria-labelledby="programs-cta-heading">
        <h2 id="programs-cta-heading">Start your first program</h2>
        <p>Sign up to see every program, or log in to pick up where you left off.</p>
        <SignUpCta withLogIn />
      </section>
    </article>
  );
}
