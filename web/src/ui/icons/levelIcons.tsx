import { LineIcon, type IconProps } from './Icon';

/** The icon keys for levels: allLevels, intermediate, advance. */
export type LevelIconKey = 'allLevels' | 'intermediate' | 'advance';

/** Three rising bars; the filled ones show how demanding the classes are. */
export function LevelIcon({ levelKey, ...props }: IconProps & { levelKey: LevelIconKey }) {
  const bars = [
    { x: 4, y: 14, height: 6 },
    { x: 10, y: 9.5, height: 10.5 },
    { x: 16, y: 5, height: 15 },
  ];
  const filled = levelKey === 'intermediate' ? 2 : 3;
  return (
    <LineIcon iconKey={levelKey} {...props}>
      {bars.map((bar, index) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={bar.y}
          width={4}
          height={bar.height}
          rx={1}
          fill={index < filled ? 'currentColor' : 'none'}
          // All levels: every bar is lit, softer for the easier ones.
          fillOpacity={levelKey === 'allLevels' ? 0.35 + index * 0.3 : 1}
        />
      ))}
      {levelKey === 'advance' && <path d="M15 2.5h6M18 .5v4" strokeWidth={1.2} />}
    </LineIcon>
  );
}

/** Class types: a stopwatch (icon key classTypes). */
export function ClassTypesIcon(props: IconProps) {
  return (
    <LineIcon iconKey="classTypes" {...props}>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 13.5V9.5M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5" />
    </LineIcon>
  );
}

/** Testimonials: a quote mark (icon key tesimonialSml, spelt as in the catalogue). */
export function TestimonialIcon(props: IconProps) {
  return (
    <LineIcon iconKey="tesimonialSml" {...props}>
      <path d="M4 18.5v-5.5c0-3.5 1.8-6 5-7l.6 1.5C7.8 8.3 7 9.7 7 11.5h3v7H4z" />
      <path d="M14 18.5v-5.5c0-3.5 1.8-6 5-7l.6 1.5c-1.8.8-2.6 2.2-2.6 4h3v7h-6z" />
    </LineIcon>
  );
}
