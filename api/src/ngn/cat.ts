import { ngnCategories, type NgnCategory } from '@nurseprep/contracts';

/**
 * The adaptive (CAT) practice exam: a Rasch ability estimate after every scored answer, the next item chosen
 * near it within the test plan's content balance, and the NCLEX-RN's length limits and stopping rules as NCSBN
 * describes them for the Next Generation NCLEX (since April 2023):
 * - length: at least 85 and at most 150 items, 15 of them unscored pretest items, in up to 5 hours;
 * - the 95% confidence interval rule: once the minimum is reached, the exam ends as soon as the 95% confidence
 *   interval around the ability estimate lies wholly above (pass) or below (fail) the passing standard;
 * - the maximum-length rule: at 150 items the final ability estimate decides, pass only above the standard;
 * - the run-out-of-time rule: a candidate who has not answered the minimum fails; otherwise the final ability
 *   estimate from every answered item decides, as at maximum length. (The older rule that looked at the last 60
 *   ability estimates was retired in 2020.)
 * Three scored case studies (six items each) are delivered whole, within the minimum length.
 *
 * Item difficulties here are the writers' and checkers' estimates on a logit scale whose 0 is the passing
 * standard (api/content/ngn/README.md), not calibrations from field testing, so a result is practice, never a
 * prediction of the NCLEX.
 *
 * Scoring a multi-point item for the estimate: its share of points (earned / possible) is one observation with
 * the item's Rasch probability, x·log P + (1 − x)·log(1 − P), so a 5-point bowtie weighs as much as a single
 * choice; treating each point as independent would overstate what one item tells.
 */

export const catRules = {
  minItems: 85,
  maxItems: 150,
  unscoredItems: 15,
  timeLimitSeconds: 5 * 60 * 60,
  caseStudies: 3,
  itemsPerCase: 6,
  /** The passing standard on this bank's scale. */
  passingStandard: 0,
  /** 95% two-sided. */
  confidenceZ: 1.96,
  /** The normal prior of the estimate (mean 0): weak, so the first answers cannot run it to infinity. */
  priorSd: 2,
  /** The next item is drawn at random from this many unused items nearest the estimate (exposure control). */
  nearest: 16,
} as const;

/** The share of items per client-needs category: the middle of each range of the 2026 NCLEX-RN test plan. */
export const testPlanShares: Record<NgnCategory, number> = {
  'management-of-care': 0.18,
  'safety-infection-control': 0.13,
  'health-promotion': 0.09,
  'psychosocial-integrity': 0.09,
  'basic-care-comfort': 0.09,
  'pharmacological-therapies': 0.16,
  'reduction-of-risk': 0.12,
  'physiological-adaptation': 0.14,
};

export const probability = (theta: number, difficulty: number) => 1 / (1 + Math.exp(difficulty - theta));

export interface Observation {
  difficulty: number;
  /** Share of the item's points earned, 0..1. */
  score: number;
}

export interface AbilityEstimate {
  theta: number;
  /** Standard error of the estimate. */
  se: number;
}

/** The maximum a posteriori ability (Newton-Raphson) and its standard error, from the scored answers so far. */
export function estimateAbility(observations: readonly Observation[]): AbilityEstimate {
  const precision = 1 / catRules.priorSd ** 2;
  let theta = 0;
  for (let step = 0; step < 50; step += 1) {
    let gradient = -theta * precision;
    let information = precision;
    for (const { difficulty, score } of observations) {
      const p = probability(theta, difficulty);
      gradient += score - p;
      information += p * (1 - p);
    }
    const change = gradient / information;
    theta += Math.max(-1, Math.min(1, change));
    if (Math.abs(change) < 1e-6) break;
  }
  let information = precision;
  for (const { difficulty } of observations) {
    const p = probability(theta, difficulty);
    information += p * (1 - p);
  }
  return { theta, se: 1 / Math.sqrt(information) };
}

export type CatOutcome = 'pass' | 'fail';
export type CatStopRule = 'confidence-interval' | 'maximum-length' | 'run-out-of-time';

export interface CatDecision {
  outcome: CatOutcome;
  rule: CatStopRule;
}

/** Whether the exam ends after `delivered` items (scored and unscored) with this estimate; null: it goes on. */
export function stoppingDecision(delivered: number, estimate: AbilityEstimate, timeUp = false): CatDecision | null {
  const above = estimate.theta > catRules.passingStandard;
  if (timeUp) return { outcome: delivered >= catRules.minItems && above ? 'pass' : 'fail', rule: 'run-out-of-time' };
  if (delivered >= catRules.maxItems) return { outcome: above ? 'pass' : 'fail', rule: 'maximum-length' };
  if (delivered < catRules.minItems) return null;
  const margin = catRules.confidenceZ * estimate.se;
  if (estimate.theta - margin > catRules.passingStandard) return { outcome: 'pass', rule: 'confidence-interval' };
  if (estimate.theta + margin < catRules.passingStandard) return { outcome: 'fail', rule: 'confidence-interval' };
  return null;
}

/** How the 95% interval sits against the standard, in words for the results. */
export function readingOf(estimate: AbilityEstimate): 'above' | 'below' | 'close' {
  const margin = catRules.confidenceZ * estimate.se;
  if (estimate.theta - margin > catRules.passingStandard) return 'above';
  if (estimate.theta + margin < catRules.passingStandard) return 'below';
  return 'close';
}

// ---------------------------------------------------------------------------------------------------------
// Choosing what comes next.

export interface CatPoolItem {
  id: string;
  category: NgnCategory;
  difficulty: number;
}

export interface CatPoolCase {
  id: string;
  category: NgnCategory;
  itemIds: readonly string[];
  /** The mean difficulty of its items. */
  difficulty: number;
}

export interface CatPool {
  items: readonly CatPoolItem[];
  cases: readonly CatPoolCase[];
}

/** An exam's plan, drawn at the start: where the case studies start and which positions are unscored. */
export interface CatPlan {
  /** 0-based positions at which a case study starts (its six items follow). */
  caseStarts: number[];
  /** 0-based positions of the unscored pretest items. */
  unscoredPositions: number[];
}

export function planExam(random: () => number): CatPlan {
  const { minItems, caseStudies, itemsPerCase, unscoredItems } = catRules;
  // Case studies in three stretches of the minimum length, one in each, so every exam has all three.
  const stretch = Math.floor((minItems - 5) / caseStudies);
  const caseStarts = Array.from({ length: caseStudies }, (_, index) => 5 + index * stretch + Math.floor(random() * (stretch - itemsPerCase)));
  const inCase = new Set(caseStarts.flatMap((start) => Array.from({ length: itemsPerCase }, (_, offset) => start + offset)));
  const free = Array.from({ length: minItems }, (_, position) => position).filter((position) => !inCase.has(position));
  const unscoredPositions: number[] = [];
  while (unscoredPositions.length < unscoredItems) {
    const position = free.splice(Math.floor(random() * free.length), 1)[0]!;
    unscoredPositions.push(position);
  }
  return { caseStarts, unscoredPositions: unscoredPositions.sort((a, b) => a - b) };
}

export interface DeliveredItem {
  itemId: string;
  category: NgnCategory;
  scored: boolean;
  caseId?: string;
}

/** The category furthest below its share of the scored items so far. */
export function neediestCategory(delivered: readonly DeliveredItem[], available: ReadonlySet<NgnCategory>): NgnCategory {
  const scored = delivered.filter((entry) => entry.scored);
  let best: NgnCategory = ngnCategories.find((category) => available.has(category)) ?? ngnCategories[0];
  let bestDeficit = -Infinity;
  for (const category of ngnCategories) {
    if (!available.has(category)) continue;
    const deficit = testPlanShares[category] * (scored.length + 1) - scored.filter((entry) => entry.category === category).length;
    if (deficit > bestDeficit) {
      bestDeficit = deficit;
      best = category;
    }
  }
  return best;
}

function nearestAtRandom<Entry extends { difficulty: number }>(entries: readonly Entry[], theta: number, random: () => number): Entry | undefined {
  const nearest = [...entries].sort((a, b) => Math.abs(a.difficulty - theta) - Math.abs(b.difficulty - theta)).slice(0, catRules.nearest);
  return nearest[Math.floor(random() * nearest.length)];
}

/**
 * What to deliver at position `delivered.length`: a whole case study at a planned start, otherwise one stand-alone
 * item (at an unscored position drawn at random from the pool, at a scored one near the estimate in the neediest
 * category). Null when the pool has nothing left.
 */
export function nextDelivery(
  pool: CatPool,
  plan: CatPlan,
  delivered: readonly DeliveredItem[],
  theta: number,
  random: () => number,
): DeliveredItem[] | null {
  const position = delivered.length;
  const used = new Set(delivered.map((entry) => entry.itemId));
  const usedCases = new Set(delivered.flatMap((entry) => (entry.caseId ? [entry.caseId] : [])));
  if (plan.caseStarts.includes(position)) {
    const unusedCases = pool.cases.filter((entry) => !usedCases.has(entry.id));
    const available = new Set(unusedCases.map((entry) => entry.category));
    if (available.size > 0) {
      const category = neediestCategory(delivered, available);
      const chosen = nearestAtRandom(unusedCases.filter((entry) => entry.category === category), theta, random);
      if (chosen) return chosen.itemIds.map((itemId) => ({ itemId, category: chosen.category, scored: true, caseId: chosen.id }));
    }
  }
  const unused = pool.items.filter((entry) => !used.has(entry.id));
  if (unused.length === 0) return null;
  if (plan.unscoredPositions.includes(position)) {
    const chosen = unused[Math.floor(random() * unused.length)]!;
    return [{ itemId: chosen.id, category: chosen.category, scored: false }];
  }
  const category = neediestCategory(delivered, new Set(unused.map((entry) => entry.category)));
  const chosen = nearestAtRandom(unused.filter((entry) => entry.category === category), theta, random)!;
  return [{ itemId: chosen.id, category: chosen.category, scored: true }];
}

/** The adaptive exam's pool: stand-alone items (the NGN ones and the practice bank's NCLEX-RN items) and case studies. */
export function catPoolOf(items: Iterable<{ item: { id: string; difficulty: number }; category: NgnCategory; caseId?: string }>, cases: Iterable<{ id: string; category: NgnCategory; items: readonly { item: { id: string; difficulty: number } }[] }>): CatPool {
  const standalone: CatPoolItem[] = [];
  for (const entry of items) if (!entry.caseId) standalone.push({ id: entry.item.id, category: entry.category, difficulty: entry.item.difficulty });
  const poolCases: CatPoolCase[] = [];
  for (const entry of cases) {
    const difficulties = entry.items.map(({ item }) => item.difficulty);
    poolCases.push({
      id: entry.id,
      category: entry.category,
      itemIds: entry.items.map(({ item }) => item.id),
      difficulty: difficulties.reduce((sum, value) => sum + value, 0) / difficulties.length,
    });
  }
  return { items: standalone, cases: poolCases };
}
