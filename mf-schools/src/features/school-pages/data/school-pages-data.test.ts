import { findOffer, schoolSlugs, type SchoolSlug } from '@nurseprep/contracts';
import type { ContentBlock, DrugCalculation, PracticeQuestion, SchoolPageData } from './school-page-types';
import { schoolPageLoaders } from './school-page-loaders';
import { nr293Calculations, nr293Questions } from './schools/chamberlain-nr-293';
import { practiceQuestions } from './shared/practice-questions';

// Every school's page, each loaded as its page loads it.
const schoolPages = {} as Record<SchoolSlug, SchoolPageData>;
beforeAll(async () => {
  for (const slug of schoolSlugs) schoolPages[slug] = await schoolPageLoaders[slug]();
});

/** Numbers as the calculations print them: thousands separators, no trailing zeros. */
function n(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function calculation(title: string): DrugCalculation {
  const found = nr293Calculations.find((example) => example.title === title);
  if (!found) throw new Error(`No calculation titled ${title}`);
  return found;
}

describe('NR-293 drug calculations (every number recomputed here)', () => {
  it('tablets: 25 mg ordered, 50 mg tablets', () => {
    const example = calculation('Tablets: desired over have');
    expect(example.steps).toContain(`25 mg ÷ 50 mg = ${n(25 / 50)}`);
    expect(example.steps).toContain(`${n(25 / 50)} × 1 tablet = ${n((25 / 50) * 1)} tablet`);
    expect(example.answer).toMatch(/^0\.5 tablet/);
  });

  it('oral liquid: 250 mg ordered, 125 mg/5 mL', () => {
    const example = calculation('Oral liquid');
    expect(example.steps).toContain(`250 mg ÷ 125 mg = ${n(250 / 125)}`);
    expect(example.steps).toContain(`${n(250 / 125)} × 5 mL = ${n((250 / 125) * 5)} mL`);
    expect(example.answer).toBe(`${n((250 / 125) * 5)} mL`);
  });

  it('weight-based: 25 mg/kg/day every 12 hours for 44 lb, 250 mg/5 mL', () => {
    const example = calculation('Weight-based dose (child)');
    const kilograms = 44 / 2.2;
    const perDay = 25 * kilograms;
    const perDose = perDay / 2;
    const millilitres = (perDose / 250) * 5;
    expect(example.steps).toEqual([
      `44 lb ÷ 2.2 lb/kg = ${n(kilograms)} kg`,
      `25 mg/kg/day × ${n(kilograms)} kg = ${n(perDay)} mg/day`,
      `Every 12 hours = 2 doses a day: ${n(perDay)} mg/day ÷ 2 doses/day = ${n(perDose)} mg/dose`,
      `${n(perDose)} mg ÷ 250 mg × 5 mL = ${n(millilitres)} mL`,
    ]);
    expect(example.answer).toBe(`${n(perDose)} mg per dose = ${n(millilitres)} mL every 12 hours`);
  });

  it('pump rate: 1,000 mL over 8 hours', () => {
    const example = calculation('IV flow rate by pump (mL/h)');
    expect(example.steps).toContain(`${n(1000)} mL ÷ 8 h = ${n(1000 / 8)} mL/h`);
    expect(example.answer).toBe(`${n(1000 / 8)} mL/h`);
  });

  it('drip rate: 1,000 mL over 8 hours at 15 gtt/mL', () => {
    const example = calculation('Gravity drip rate (gtt/min)');
    const minutes = 8 * 60;
    const drops = 1000 * 15;
    expect(example.steps).toEqual([
      `8 h × 60 min/h = ${n(minutes)} min`,
      `${n(1000)} mL × 15 gtt/mL = ${n(drops)} gtt`,
      `${n(drops)} gtt ÷ ${n(minutes)} min = ${n(drops / minutes)} gtt/min`,
      `Round to a whole drop: ${Math.round(drops / minutes)} gtt/min`,
    ]);
    expect(example.answer).toBe(`${Math.round(drops / minutes)} gtt/min`);
  });

  it('heparin: 1,000 units/h from 25,000 units in 250 mL', () => {
    const example = calculation('Heparin infusion (units/h to mL/h)');
    const concentration = 25000 / 250;
    expect(example.steps).toEqual([`${n(25000)} units ÷ 250 mL = ${n(concentration)} units/mL`, `${n(1000)} units/h ÷ ${n(concentration)} units/mL = ${n(1000 / concentration)} mL/h`]);
    expect(example.answer).toBe(`${n(1000 / concentration)} mL/h`);
  });

  it('dopamine: 5 mcg/kg/min for 80 kg from 400 mg in 250 mL', () => {
    const example = calculation('Weight-based infusion (mcg/kg/min)');
    const micrograms = 400 * 1000;
    const concentration = micrograms / 250;
    const perMinute = 5 * 80;
    const perHour = perMinute * 60;
    expect(example.steps).toEqual([
      `400 mg × ${n(1000)} mcg/mg = ${n(micrograms)} mcg`,
      `${n(micrograms)} mcg ÷ 250 mL = ${n(concentration)} mcg/mL`,
      `5 mcg/kg/min × 80 kg = ${n(perMinute)} mcg/min`,
      `${n(perMinute)} mcg/min × 60 min/h = ${n(perHour)} mcg/h`,
      `${n(perHour)} mcg/h ÷ ${n(concentration)} mcg/mL = ${n(perHour / concentration)} mL/h`,
    ]);
    expect(example.answer).toBe(`${n(perHour / concentration)} mL/h`);
  });

  it('checks all seven examples', () => {
    expect(nr293Calculations).toHaveLength(7);
  });
});

const allQuestions: PracticeQuestion[] = [...nr293Questions, ...Object.values(practiceQuestions).flat()];

describe('practice questions', () => {
  it('have unique ids', () => {
    const ids = allQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(allQuestions.map((question) => [question.id, question] as const))('%s has one valid answer and a reason for every other option', (_id, question) => {
    expect(question.options.length).toBeGreaterThanOrEqual(4);
    expect(question.options[question.answer]).toBeDefined();
    const explained = Object.keys(question.distractors).map(Number).sort();
    const wrong = question.options.map((_, index) => index).filter((index) => index !== question.answer);
    expect(explained).toEqual(wrong);
    expect(question.rationale.length).toBeGreaterThan(40);
  });

  it('spread the correct answers over the positions (each between 15% and 35%)', () => {
    for (let position = 0; position < 4; position += 1) {
      const share = allQuestions.filter((question) => question.answer === position).length / allQuestions.length;
      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(share).toBeLessThanOrEqual(0.35);
    }
  });
});

function blocksOf(slug: (typeof schoolSlugs)[number]): ContentBlock[] {
  return schoolPages[slug].sections.flatMap((section) => [...section.blocks, ...(section.tabs?.tabs.flatMap((tab) => tab.blocks) ?? [])]);
}

describe('school pages table', () => {
  it.each(schoolSlugs)('%s: section ids are unique and every section and tab has content', (slug) => {
    const page = schoolPages[slug];
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of page.sections) {
      expect(section.blocks.length + (section.tabs?.tabs.length ?? 0)).toBeGreaterThan(0);
      for (const tab of section.tabs?.tabs ?? []) expect(tab.blocks.length).toBeGreaterThan(0);
      if (section.tabs) expect(section.tabs.tabs.map((tab) => tab.id)).toContain(section.tabs.defaultTab);
    }
  });

  it.each(['grand-canyon', 'phoenix', 'chatham'] as const)('%s: the sidebar offers exist in the catalogue', (slug) => {
    const sidebar = schoolPages[slug].sidebar!;
    expect(findOffer(sidebar.bundleOfferId)).toBeDefined();
    expect(findOffer(sidebar.tutoringOfferId)).toBeDefined();
  });

  it('shows the API study materials only on the five schools that have a school type', () => {
    const withMaterials = schoolSlugs.filter((slug) => blocksOf(slug).some((block) => block.kind === 'materials'));
    expect(withMaterials.sort()).toEqual(['chamberlain', 'chatham', 'grand-canyon', 'phoenix', 'walden']);
  });

  it('never offers answers to graded work', () => {
    const text = JSON.stringify(schoolPages);
    expect(text).not.toMatch(/answers guide|exam answers guide|test bank/i);
  });
});
