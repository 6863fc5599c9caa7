import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only what a grouped bar chart draws, so the page's bundle stays small.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface CaloriesChartProps {
  /** Day numbers of the month shown (1 to its last day). */
  labels: string[];
  current: { label: string; calories: number[] };
  previous: { label: string; calories: number[] };
  /** What the chart shows, for assistive technology (the table has the numbers). */
  summary: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Calories per day of the month, against the same days of the month before. */
export default function CaloriesChart({ labels, current, previous, summary }: CaloriesChartProps) {
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    scales: {
      x: { title: { display: true, text: 'Day of the month' } },
      y: { beginAtZero: true, title: { display: true, text: 'Calories' } },
    },
    plugins: { legend: { position: 'bottom' } },
  };
  return (
    <div className="progress-chart">
      <Bar
        role="img"
        aria-label={summary}
        options={options}
        data={{
          labels,
          datasets: [
            { label: current.label, data: current.calories, backgroundColor: '#2f7f6a' },
            { label: previous.label, data: previous.calories, backgroundColor: '#b9c7c2' },
          ],
        }}
      />
    </div>
  );
}
