import path from 'node:path';
import { repositoryRoot } from '../../src/config';
import { buildNgnBank, legacyNclexItems, readNgnFiles } from '../../src/ngn/bank';
import { catPoolOf, catRules, estimateAbility, nextDelivery, planExam, probability, stoppingDecision, type CatDecision, type DeliveredItem } from '../../src/ngn/cat';
import { loadQuestionBank } from '../../src/practice/question-bank';

/** A seeded generator (mulberry32): the simulation prints the same figures on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const content = path.join(repositoryRoot, 'api', 'content');
const ngnBank = buildNgnBank(readNgnFiles(path.join(content, 'ngn')));
const legacy = legacyNclexItems(loadQuestionBank(path.join(content, 'questions')));
const items = [...ngnBank.byId.values(), ...legacy];
const pool = catPoolOf(items, ngnBank.cases.values());
const difficultyOf = new Map(items.map((entry) => [entry.item.id, entry.item.difficulty]));
const pointsOf = new Map(items.map((entry) => [entry.item.id, possiblePoints(entry.item)]));

function possiblePoints(item: (typeof items)[number]['item']): number {
  switch (item.type) {
    case 'multiple-choice':
      return 1;
    case 'select-all':
    case 'highlight-text':
    case 'highlight-table':
      return item.answer.length;
    case 'select-n':
      return item.n;
    case 'bowtie':
      return 5;
    case 'matrix-single':
      return item.rows.length;
    default:
      return 3;
  }
}

interface Sitting {
  trueTheta: number;
  theta: number;
  se: number;
  length: number;
  decision: CatDecision;
  itemIds: string[];
}

/** One simulated candidate of known ability: each point of an item is earned with the Rasch probability. */
function sit(trueTheta: number, random: () => number): Sitting {
  const plan = planExam(random);
  const delivered: DeliveredItem[] = [];
  const observations: { difficulty: number; score: number }[] = [];
  let estimate = estimateAbility([]);
  for (;;) {
    const next = nextDelivery(pool, plan, delivered, estimate.theta, random);
    if (!next) throw new Error('The pool ran out before the exam ended');
    for (const entry of next) {
      delivered.push(entry);
      const difficulty = difficultyOf.get(entry.itemId)!;
      const points = pointsOf.get(entry.itemId)!;
      let earned = 0;
      for (let point = 0; point < points; point += 1) if (random() < probability(trueTheta, difficulty)) earned += 1;
      if (entry.scored) observations.push({ difficulty, score: earned / points });
      estimate = estimateAbility(observations);
      const decision = stoppingDecision(delivered.length, estimate);
      if (decision) return { trueTheta, ...estimate, length: delivered.length, decision, itemIds: delivered.map((item) => item.itemId) };
    }
  }
}

describe('the adaptive exam, simulated on the real bank', () => {
  const random = seeded(2026);
  const candidates = 400;
  const sittings: Sitting[] = [];
  for (let index = 0; index < candidates; index += 1) {
    // Abilities spread over the range a class of candidates covers: -2.5 to +2.5 logits.
    sittings.push(sit(-2.5 + 5 * random(), random));
  }
  const rmse = Math.sqrt(sittings.reduce((sum, sitting) => sum + (sitting.theta - sitting.trueTheta) ** 2, 0) / candidates);
  const clear = sittings.filter((sitting) => Math.abs(sitting.trueTheta - catRules.passingStandard) > 0.5);
  const rightlyClassified = clear.filter((sitting) => (sitting.decision.outcome === 'pass') === sitting.trueTheta > catRules.passingStandard).length / clear.length;
  const lengths = sittings.map((sitting) => sitting.length).sort((a, b) => a - b);
  const uses = new Map<string, number>();
  for (const sitting of sittings) for (const id of sitting.itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
  const maxExposure = Math.max(...uses.values()) / candidates;
  const rules = new Map<string, number>();
  for (const sitting of sittings) rules.set(sitting.decision.rule, (rules.get(sitting.decision.rule) ?? 0) + 1);

  console.log(
    [
      `Adaptive exam simulation: ${candidates} candidates, true ability uniform on -2.5..+2.5, pool of ${pool.items.length} stand-alone items and ${pool.cases.length} case studies`,
      `  ability recovered: RMSE ${rmse.toFixed(3)} logits`,
      `  classified correctly when more than 0.5 logits from the standard: ${(100 * rightlyClassified).toFixed(1)}% of ${clear.length}`,
      `  length: min ${lengths[0]}, quartiles ${lengths[Math.floor(candidates / 4)]} / ${lengths[Math.floor(candidates / 2)]} / ${lengths[Math.floor((3 * candidates) / 4)]}, max ${lengths.at(-1)}; stopped at the minimum ${lengths.filter((length) => length === catRules.minItems).length}, at the maximum ${lengths.filter((length) => length === catRules.maxItems).length}`,
      `  stopping rules: ${[...rules].map(([rule, count]) => `${rule} ${count}`).join(', ')}`,
      `  item exposure: the most used item was in ${(100 * maxExposure).toFixed(1)}% of exams; ${uses.size} items used at least once`,
    ].join('\n'),
  );

  it('recovers ability within 0.5 logits RMSE', () => {
    expect(rmse).toBeLessThan(0.5);
  });

  it('classifies at least 95% of candidates more than 0.5 logits from the standard correctly', () => {
    expect(rightlyClassified).toBeGreaterThanOrEqual(0.95);
  });

  it('uses no item in more than 40% of exams', () => {
    expect(maxExposure).toBeLessThanOrEqual(0.4);
  });

  it('keeps every exam between the minimum and maximum length, with three case studies each', () => {
    expect(lengths[0]).toBeGreaterThanOrEqual(catRules.minItems);
    expect(lengths.at(-1)).toBeLessThanOrEqual(catRules.maxItems);
    for (const sitting of sittings) {
      const caseItems = sitting.itemIds.filter((id) => [...ngnBank.cases.values()].some((entry) => entry.items.some(({ item }) => item.id === id)));
      expect(caseItems).toHaveLength(catRules.caseStudies * catRules.itemsPerCase);
    }
  });
});
