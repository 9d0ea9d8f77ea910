import styled from 'styled-components';
import type { PracticeProgress } from '../requests/practice-types';
import { myStudyTexts } from '../data/my-study-texts';

const texts = myStudyTexts.progress;

type BankProgress = PracticeProgress['banks'][number];

/** Line colours: each at least 3:1 against white (WCAG non-text contrast). */
export const seriesColours = ['#1d4ed8', '#0f766e', '#b45309', '#b91c1c', '#15803d', '#7c3aed', '#be185d', '#334155'] as const;

// A narrow drawing: on a phone it shrinks little, so its labels stay readable.
const WIDTH = 420;
const HEIGHT = 240;
const PADDING = { top: 14, right: 14, bottom: 30, left: 44 };

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: 560px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 4px;
  border-radius: 2px;
`;

/**
 * A hand-written SVG line chart of one bank: percent correct per category for each submitted test (x: the
 * test, oldest first; y: 0-100%). An image to assistive technology, named and described; the table beside it
 * holds the same numbers.
 */
export function TrendChart({ progress, id }: { progress: BankProgress; id: string }) {
  const tests = progress.trend;
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const x = (index: number) => PADDING.left + (tests.length <= 1 ? plotWidth / 2 : (index / (tests.length - 1)) * plotWidth);
  const y = (percent: number) => PADDING.top + (1 - Math.min(100, Math.max(0, percent)) / 100) * plotHeight;
  const indexOf = new Map(tests.map((test, index) => [test.attemptId, index]));

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{texts.chartTitle(progress.label)}</title>
        <desc id={`${id}-desc`}>{texts.chartDescription(progress.label, tests.length)}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PADDING.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fontSize="13" fill="#475569">
              {tick}%
            </text>
          </g>
        ))}
        {tests.map((test, index) => (
          <text key={test.attemptId} x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize="13" fill="#475569">
            {index + 1}
          </text>
        ))}
        {progress.categories.map((category, seriesIndex) => {
          const colour = seriesColours[seriesIndex % seriesColours.length];
          const points = category.points
            .map((point) => ({ index: indexOf.get(point.attemptId), percent: point.percent }))
            .filter((point): point is { index: number; percent: number } => point.index !== undefined);
          return (
            <g key={category.category} stroke={colour} fill={colour}>
              {points.length > 1 ? (
                <polyline fill="none" strokeWidth={2.5} strokeLinejoin="round" points={points.map((point) => `${x(point.index)},${y(point.percent)}`).join(' ')} />
              ) : null}
              {points.map((point) => (
                <circle key={point.index} cx={x(point.index)} cy={y(point.percent)} r={4} />
              ))}
            </g>
          );
        })}
      </svg>
      <Legend aria-hidden="true">
        {progress.categories.map((category, seriesIndex) => (
          <li key={category.category}>
            <Swatch style={{ background: seriesColours[seriesIndex % seriesColours.length] }} />
            {category.label}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}
