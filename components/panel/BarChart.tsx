import { formatCount, formatNumber } from '../../lib/format';

export interface Bar {
  label: string;
  value: number;
}

/** A small bar chart in SVG with its figures as text, so it reads without colour or a mouse. */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = 28;
  const height = 80;
  return (
    <figure class="bar-chart">
      <svg role="img" aria-label={title} viewBox={`0 0 ${bars.length * width} ${height + 28}`} width={bars.length * width} height={height + 28}>
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * height);
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${formatNumber(bar.value)}`}</title>
              <rect x={index * width + 4} y={height - barHeight + 12} width={width - 8} height={barHeight} rx="2" />
              <text x={index * width + width / 2} y={height + 26} text-anchor="middle">
                {bar.label.slice(-2)}
              </text>
              <text x={index * width + width / 2} y={height - barHeight + 9} text-anchor="middle" class="figure">
                {formatCount(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
