import styled from 'styled-components';
import { VisuallyHidden } from '@nurseprep/shared-ui';

export interface AbilityPoint {
  /** Position on the horizontal axis (item number or exam number). */
  x: number;
  theta: number;
  se: number;
  /** What the point is, for the table read by screen readers. */
  label: string;
}

const WIDTH = 480;
const HEIGHT = 220;
const PADDING = { top: 12, right: 12, bottom: 28, left: 44 };
const RANGE = 3;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: 640px;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Ability estimates in logits with their 95% intervals (a band), against the passing standard at 0. Drawn for
 * sighted readers; the same figures are in a visually hidden table.
 */
export function AbilityChart({ points, label }: { points: readonly AbilityPoint[]; label: string }) {
  const xs = points.map((point) => point.x);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs, minX + 1);
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const xOf = (x: number) => PADDING.left + ((x - minX) / (maxX - minX)) * plotWidth;
  const yOf = (theta: number) => PADDING.top + ((RANGE - Math.max(-RANGE, Math.min(RANGE, theta))) / (2 * RANGE)) * plotHeight;
  const band = [
    ...points.map((point) => `${xOf(point.x)},${yOf(point.theta + 1.96 * point.se)}`),
    ...[...points].reverse().map((point) => `${xOf(point.x)},${yOf(point.theta - 1.96 * point.se)}`),
  ].join(' ');
  const line = points.map((point) => `${xOf(point.x)},${yOf(point.theta)}`).join(' ');
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {[-2, -1, 0, 1, 2].map((tick) => (
          <g key={tick}>
            <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={yOf(tick)} y2={yOf(tick)} stroke={tick === 0 ? '#b91c1c' : '#cbd5e1'} strokeWidth={tick === 0 ? 2 : 1} strokeDasharray={tick === 0 ? '6 4' : undefined} />
            <text x={PADDING.left - 6} y={yOf(tick) + 4} textAnchor="end" fontSize="11" fill="#334155">
              {tick > 0 ? `+${tick}` : tick}
            </text>
          </g>
        ))}
        <polygon points={band} fill="#1d4ed8" fillOpacity={0.15} />
        <polyline points={line} fill="none" stroke="#1d4ed8" strokeWidth={2} />
        {points.length === 1 ? <circle cx={xOf(points[0]!.x)} cy={yOf(points[0]!.theta)} r={4} fill="#1d4ed8" /> : null}
        <text x={PADDING.left} y={HEIGHT - 8} fontSize="11" fill="#334155">
          {minX}
        </text>
        <text x={WIDTH - PADDING.right} y={HEIGHT - 8} fontSize="11" fill="#334155" textAnchor="end">
          {maxX}
        </text>
      </svg>
      <figcaption>The dashed red line is the passing standard (0 logits); the shaded band is the 95% interval.</figcaption>
      <VisuallyHidden as="table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Estimate (logits)</th>
            <th scope="col">95% interval</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={`${point.x}-${point.label}`}>
              <th scope="row">{point.label}</th>
              <td>{point.theta.toFixed(2)}</td>
              <td>
                {(point.theta - 1.96 * point.se).toFixed(2)} to {(point.theta + 1.96 * point.se).toFixed(2)}
              </td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}
