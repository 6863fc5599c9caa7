interface HowItWorksStepsProps {
  /** Names the studio in step two; the general site speaks of all studios. */
  studioName?: string;
  trialEnabled?: boolean;
}

/** The three steps from visitor to working out, shared by the landing and studio pages. */
export function HowItWorksSteps({ studioName, trialEnabled = true }: HowItWorksStepsProps) {
  const steps = [
    {
      title: trialEnabled ? 'Start your free trial' : 'Sign up',
      text: trialEnabled
        ? 'Create your account in a minute. Your first 7 days are on us, and you can cancel any time.'
        : 'Create your account in a minute and choose a monthly or yearly plan.',
    },
    {
      title: studioName ? `Pick a ${studioName} class` : 'Pick a studio and a class',
      text: 'Book a live class or choose an on-demand workout by length, level, equipment and body focus.',
    },
    {
      title: 'Stream and sweat',
      text: 'Work out on your laptop, phone or TV. Track your progress and schedule your next session.',
    },
  ];
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="steps__title">{step.title}</h3>
            <p className="steps__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
