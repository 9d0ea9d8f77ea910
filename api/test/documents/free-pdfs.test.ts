import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { testConfig } from '../helpers/test-app';

jest.setTimeout(180_000);

const sourcesDir = path.join(testConfig().contentDir, 'documents');
const freeIds = [
  'teas-8-week-study-planner',
  'medical-terminology-cheat-sheet',
  'nursing-math-formulas',
  'hesi-a2-practice-questions',
  'lab-values-reference',
  'nursing-care-plan-template',
];

interface ReadBack {
  id: string;
  title: string;
  metadataTitle: string | null;
  pages: number;
  indexPages: number | null;
  url: string;
  fileName: string;
  startsAsPdf: boolean;
  /** The whole text, whitespace collapsed, with pdf.js's µ (U+03BC) as U+00B5. */
  text: string;
}

let readBacks: Map<string, ReadBack>;
beforeAll(() => {
  // Built from the sources with the site's generator and read back with unpdf in a child process (see read-back-pdfs.ts).
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'read-back-pdfs.ts'), sourcesDir, ...freeIds], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  readBacks = new Map(
    (JSON.parse(output) as ReadBack[]).map((document) => [
      document.id,
      { ...document, text: document.text.replace(/\u03bc/g, '\u00b5').replace(/\s+/g, ' ').replace(/(\d)- (\d)/g, '$1-$2') },
    ]),
  );
});

function readBack(id: string): ReadBack {
  const document = readBacks.get(id);
  if (!document) throw new Error(`${id} was not read back`);
  return document;
}

/** Every number in the text that is not part of a word (CO2, B12, A1C and 99th are names, not values). */
function numbersIn(text: string): string[] {
  return text.match(/(?<![\p{L}\d.,])\d+(?:,\d{3})*(?:\.\d+)?(?![\p{L}\d])/gu) ?? [];
}

/** The text without its page footers ("<title> Page 3 of 10"). */
function withoutFooters(text: string, title: string): string {
  return text.replaceAll(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Page \\d+ of \\d+`, 'g'), ' ');
}

/** Numbers that only number things: numbered sections and list items ("1." to "11."). */
const listNumbers = new Set(Array.from({ length: 11 }, (_, index) => String(index + 1)));

function expectEveryNumberChecked(document: ReadBack, table: readonly string[]) {
  const checked = new Set(table.flatMap(numbersIn));
  // Table cells wrap only between words, never inside one ("Neutrop hils", "PaCO 2") or after a slash ("mg/ dL").
  // Body text may still end a line after a slash ("42 gtt/" then "min"), as Unicode line breaking allows: only
  // a space right after a slash is ignored, on both sides.
  const afterSlash = (text: string) => text.replace(/\/ /g, '/');
  expect(table.filter((phrase) => !afterSlash(document.text).includes(afterSlash(phrase)))).toEqual([]);
  const unchecked = numbersIn(withoutFooters(document.text, document.title)).filter((number) => !checked.has(number) && !listNumbers.has(number));
  expect(unchecked).toEqual([]);
}

describe.each([
  ['teas-8-week-study-planner', '8-Week ATI TEAS 7 Study Planner', ['Week 1', 'Week 8', '209 minutes']],
  ['medical-terminology-cheat-sheet', 'Medical Terminology Cheat Sheet', ['cardi', 'itis', 'inflammation']],
  ['nursing-math-formulas', 'Nursing Math Formulas', ['gtt/min', 'Desired', 'Dimensional analysis']],
  ['hesi-a2-practice-questions', 'HESI A2 Practice Questions with Rationales', ['Rationale', 'Answer']],
  ['lab-values-reference', 'Lab Values Reference for Nursing Students', ['Reference ranges vary by laboratory', 'Potassium (K) 3.5-5.0 mEq/L']],
  ['nursing-care-plan-template', 'Nursing Care Plan Template (NANDA-I Format)', ['Assessment', 'Diagnosis', 'Outcomes', 'Interventions', 'Rationale', 'Evaluation']],
])('the free PDF %s', (id, title, samples) => {
  it('reads back with its title, the page count the index gives, at least three pages, and its content', () => {
    const document = readBack(id);
    expect(document.startsAsPdf).toBe(true);
    expect(document.metadataTitle).toBe(document.title);
    expect(document.title).toContain(title.split(' ')[0]);
    expect(document.text).toContain(document.title);
    expect(document.pages).toBe(document.indexPages);
    expect(document.pages).toBeGreaterThanOrEqual(3);
    expect(document.text).toContain(`Page ${document.pages} of ${document.pages}`);
    for (const sample of samples) expect(document.text).toContain(sample);
    expect(document.url).toBe(`/resources/free/${id}.pdf`);
    expect(document.fileName).toMatch(/\.pdf$/);
  });
});

describe('the free PDFs of the resources hub', () => {
  it('teach what the issue promises: 150 word parts, 40 questions with rationales at the end, all eight weeks', () => {
    const terminology = readBack('medical-terminology-cheat-sheet');
    // Each word part is a table row "<part> <meaning> <example>": at least 150 of them, read back from the PDF.
    const parts = terminology.text.match(/\b[a-z]+-(?= )|(?<= )-[a-z]+\b|\b[a-z]+\/o\b/g) ?? [];
    expect(new Set(parts).size).toBeGreaterThanOrEqual(150);

    const questions = readBack('hesi-a2-practice-questions');
    const answersAt = questions.text.search(/Answers? (and|with) rationales/i);
    expect(answersAt).toBeGreaterThan(0);
    // After the heading, each answer reads "<n>. <letter>." and explains it: every question 1 to 40 at least.
    const answered = new Set([...questions.text.slice(answersAt).matchAll(/(?<![\d.])(\d{1,2})\. [A-D]\. /g)].map((match) => Number(match[1])));
    for (let number = 1; number <= 40; number += 1) expect(answered).toContain(number);

    const planner = readBack('teas-8-week-study-planner');
    for (let week = 1; week <= 8; week += 1) expect(planner.text).toContain(`Week ${week}`);
  });
});

/** a and b agree to within the tolerance (the sheets round to tenths or hundredths). */
const near = (a: number, b: number, tolerance = 0.005) => Math.abs(a - b) <= tolerance;

/**
 * Every worked example of the math sheet as printed, each recomputed here (units carried in the phrase).
 * The test also proves the sheet prints no number that is not in this table.
 */
const mathTable: [phrase: string, holds: boolean][] = [
  ['1 kilogram (kg) 2.2 pounds (lb)', near(1 / 0.45359237, 2.2, 0.01)],
  ['1 inch (in) 2.54 centimeters (cm)', true],
  ['1 teaspoon (tsp) 5 milliliters (mL)', near(4.92892, 5, 0.08)],
  ['1 tablespoon (tbsp) 15 mL', near(14.7868, 15, 0.22)],
  ['1 fluid ounce (oz) 30 mL', near(29.5735, 30, 0.43)],
  ['1 gram (g) 1,000 milligrams (mg)', true],
  ['1 mg 1,000 micrograms (mcg)', true],
  ['1 liter (L) 1,000 mL', true],
  ['1 hour (h) 60 minutes (min)', true],
  ['a US fluid ounce is 29.57 mL, so 30 mL is the working value', near(29.5735, 29.57)],
  ['C = (F - 32) x 5/9', true],
  ['F = (C x 9/5) + 32', true],
  ['154 lb x (1 kg / 2.2 lb) = 70 kg', near(154 / 2.2, 70)],
  ['68 kg x (2.2 lb / 1 kg) = 149.6 lb', near(68 * 2.2, 149.6)],
  ['65 in x (2.54 cm / 1 in) = 165.1 cm', near(65 * 2.54, 165.1)],
  ['2 tsp x (5 mL / 1 tsp) = 10 mL', 2 * 5 === 10],
  ['1.5 tbsp x (15 mL / 1 tbsp) = 22.5 mL', near(1.5 * 15, 22.5)],
  ['8 oz x (30 mL / 1 oz) = 240 mL', 8 * 30 === 240],
  ['0.25 g x (1,000 mg / 1 g) = 250 mg', near(0.25 * 1000, 250)],
  ['0.125 mg x (1,000 mcg / 1 mg) = 125 mcg', near(0.125 * 1000, 125)],
  ['1.5 L x (1,000 mL / 1 L) = 1,500 mL', near(1.5 * 1000, 1500)],
  ['500 mcg x (1 mg / 1,000 mcg) = 0.5 mg', near(500 / 1000, 0.5)],
  ['C = (101.3 °F - 32) x 5/9 = 69.3 x 5/9 = 38.5 °C', near(101.3 - 32, 69.3) && near(((101.3 - 32) * 5) / 9, 38.5)],
  ['F = (39 °C x 9/5) + 32 = 70.2 + 32 = 102.2 °F', near((39 * 9) / 5, 70.2) && near((39 * 9) / 5 + 32, 102.2)],
  ['(500 mg / 250 mg) x 1 tablet = 2 tablets', 500 / 250 === 2],
  ['(400 mg / 250 mg) x 5 mL = 1.6 x 5 mL = 8 mL', near(400 / 250, 1.6) && near((400 / 250) * 5, 8)],
  ['(5,000 units / 10,000 units) x 1 mL = 0.5 mL', near(5000 / 10000, 0.5)],
  ['0.1 mg x (1,000 mcg / 1 mg) = 100 mcg', near(0.1 * 1000, 100)],
  ['(100 mcg / 50 mcg) x 1 tablet = 2 tablets', 100 / 50 === 2],
  ['(3 mg / 8 mg) x 1 mL = 0.375 mL, rounded to 0.38 mL', near(3 / 8, 0.375) && Math.round((3 / 8) * 100) / 100 === 0.38],
  ['A result such as 10 tablets for a single dose', true],
  ['0.5 g x (1,000 mg / 1 g) x (1 capsule / 250 mg) = 500 / 250 capsules = 2 capsules', near((0.5 * 1000) / 250, 2)],
  ['acetaminophen 15 mg/kg by mouth for a child who weighs 44 lb', true],
  ['oral suspension 160 mg per 5 mL', true],
  ['44 lb x (1 kg / 2.2 lb) x (15 mg / 1 kg) x (5 mL / 160 mg)', true],
  ['= 20 kg x (15 mg / 1 kg) x (5 mL / 160 mg)', near(44 / 2.2, 20)],
  ['= 300 mg x (5 mL / 160 mg)', near(20 * 15, 300)],
  ['= 9.375 mL, rounded to 9.4 mL', near((300 * 5) / 160, 9.375) && near(9.375, 9.4, 0.05)],
  ['Every 6 hours means 4 doses a day, every 8 hours means 3, and every 12 hours means 2.', [24 / 6, 24 / 8, 24 / 12].join() === '4,3,2'],
  ['2 mg/kg x 80 kg = 160 mg', 2 * 80 === 160],
  ['40 mg/kg/day x 15 kg = 600 mg/day', 40 * 15 === 600],
  ['every 8 hours = 24 h / 8 h = 3 doses/day', 24 / 8 === 3],
  ['600 mg/day / 3 doses/day = 200 mg per dose', 600 / 3 === 200],
  ['(200 mg / 250 mg) x 5 mL = 4 mL per dose', near((200 / 250) * 5, 4)],
  ['a safe range of 20 to 40 mg/kg/day, given every 8 hours', true],
  ['The order is 150 mg every 8 hours for a child who weighs 12 kg', true],
  ['20 mg/kg/day x 12 kg = 240 mg/day', 20 * 12 === 240],
  ['40 mg/kg/day x 12 kg = 480 mg/day', 40 * 12 === 480],
  ['150 mg/dose x 3 doses/day = 450 mg/day', 150 * 3 === 450],
  ['450 mg/day is between 240 and 480 mg/day', [240, 450, 480].every((value, index, values) => index === 0 || value >= (values[index - 1] ?? 0))],
  ['add 3.4 mL of sterile water for a final volume of 4 mL', true],
  ['1 g = 1,000 mg, and 1,000 mg / 4 mL = 250 mg/mL', 1000 / 4 === 250],
  ['(400 mg / 250 mg) x 1 mL = 1.6 mL', near(400 / 250, 1.6)],
  ['1,000 mg / 400 mg per dose = 2.5, so the vial holds 2 full doses', near(1000 / 400, 2.5) && Math.floor(1000 / 400) === 2],
  ['1,000 mL / 8 h = 125 mL/h', 1000 / 8 === 125],
  ['(100 mL / 30 min) x (60 min / 1 h) = 200 mL/h', near((100 / 30) * 60, 200)],
  ['Macrodrip sets: 10, 15 or 20 gtt/mL', true],
  ['Microdrip sets: 60 gtt/mL', true],
  ['8 h x 60 min/h = 480 min', 8 * 60 === 480],
  ['(1,000 mL x 15 gtt/mL) / 480 min = 15,000 gtt / 480 min = 31.25 gtt/min, rounded to 31 gtt/min', near(15000 / 480, 31.25) && Math.round(15000 / 480) === 31],
  ['4 h x 60 min/h = 240 min', 4 * 60 === 240],
  ['(500 mL x 20 gtt/mL) / 240 min = 10,000 gtt / 240 min = 41.67 gtt/min, rounded to 42 gtt/min', near(10000 / 240, 41.67) && Math.round(10000 / 240) === 42],
  ['2 h x 60 min/h = 120 min', 2 * 60 === 120],
  ['(250 mL x 10 gtt/mL) / 120 min = 2,500 gtt / 120 min = 20.83 gtt/min, rounded to 21 gtt/min', near(2500 / 120, 20.83) && Math.round(2500 / 120) === 21],
  ['(50 mL x 60 gtt/mL) / 60 min = 3,000 gtt / 60 min = 50 gtt/min', (50 * 60) / 60 === 50],
  ['1,000 mL / (125 mL/h) = 8 h', 1000 / 125 === 8],
  ['750 mL / (100 mL/h) = 7.5 h = 7 h 30 min', 750 / 100 === 7.5],
  ['started at 0900', true],
  ['0900 + 7 h 30 min = 1630', 9 * 60 + 7 * 60 + 30 === 16 * 60 + 30],
  ['(600 mL x 10 gtt/mL) / 15 gtt/min = 6,000 gtt / 15 gtt/min = 400 min', (600 * 10) / 15 === 400],
  ['400 min / 60 min/h = 6.67 h = 6 h 40 min', near(400 / 60, 6.67) && 400 - 6 * 60 === 40],
  ['25,000 units / 250 mL = 100 units/mL', 25000 / 250 === 100],
  ['12 mL/h x 100 units/mL = 1,200 units/h', 12 * 100 === 1200],
  ['25,000 units / 500 mL = 50 units/mL', 25000 / 500 === 50],
  ['(1,000 units/h) / (50 units/mL) = 20 mL/h', 1000 / 50 === 20],
  ['a bolus of 80 units/kg and an infusion of 18 units/kg/h', true],
  ['80 units/kg x 80 kg = 6,400 units', 80 * 80 === 6400],
  ['18 units/kg/h x 80 kg = 1,440 units/h', 18 * 80 === 1440],
  ['(1,440 units/h) / (100 units/mL) = 14.4 mL/h', near(1440 / 100, 14.4)],
  ['400 mg x 1,000 mcg/mg = 400,000 mcg, and 400,000 mcg / 250 mL = 1,600 mcg/mL', [400 * 1000, 400000 / 250].join() === '400000,1600'],
  ['5 mcg/kg/min x 70 kg = 350 mcg/min', 5 * 70 === 350],
  ['350 mcg/min x 60 min/h = 21,000 mcg/h', 350 * 60 === 21000],
  ['(21,000 mcg/h) / (1,600 mcg/mL) = 13.125 mL/h, rounded to 13.1 mL/h', near(21000 / 1600, 13.125) && near(21000 / 1600, 13.1, 0.05)],
  ['45 lb / 2.2 lb/kg = 20.4545... kg, and 20.4545... kg x 15 mg/kg = 306.8 mg', near(45 / 2.2, 20.4545, 0.0001) && near((45 / 2.2) * 15, 306.8, 0.05)],
  ['20 kg x 15 mg/kg = 300 mg, which is 6.8 mg less than the true dose', near(20 * 15, 300) && near((45 / 2.2) * 15 - 300, 6.8, 0.05)],
  ['9.375 mL becomes 9.4 mL', true],
  ['0.375 mL becomes 0.38 mL', true],
  ['31.25 gtt/min becomes 31 gtt/min', true],
  ['13.125 mL/h becomes 13.1 mL/h', true],
  ['write 0.5 mg, never .5 mg', true],
  ['turns .5 mg into 5 mg, a tenfold overdose', 5 / 0.5 === 10],
  ['write 5 mg, never 5.0 mg. A missed decimal point turns 5.0 mg into 50 mg', true],
  ['is 5 or more, round up; when it is 4 or less', true],
  ['usually 1 to 2 tablets', true],
];

/** The lab sheet's values as printed: each range checked against common adult references when this test was written. */
const labTable: string[] = [
  'Sodium (Na) 135-145 mEq/L',
  'Potassium (K) 3.5-5.0 mEq/L',
  'Chloride (Cl) 98-106 mEq/L',
  'Bicarbonate (total CO2) 22-29 mEq/L',
  'Blood urea nitrogen (BUN) 7-20 mg/dL',
  'Creatinine About 0.6-1.3 mg/dL',
  'Glucose, fasting 70-99 mg/dL',
  'Hypoglycemia (below 70 mg/dL)',
  'Calcium, total 8.5-10.5 mg/dL',
  'as total CO2 on a venous sample (22-29 mEq/L)',
  'a slightly narrower range (22-26 mEq/L)',
  'corrected calcium = measured calcium + 0.8 x (4.0 - albumin)',
  'Magnesium (Mg) 1.7-2.2 mg/dL',
  'Phosphorus (phosphate) 2.5-4.5 mg/dL',
  'Serum osmolality 275-295 mOsm/kg',
  'about 4.5-19.8 mg/dL',
  'Fasting plasma glucose 70-99 mg/dL 100-125 mg/dL 126 mg/dL or higher',
  'Hemoglobin A1C (HbA1c) Below 5.7% 5.7-6.4% 6.5% or higher',
  '200 mg/dL or higher with classic symptoms',
  'a random glucose of 200 mg/dL or higher',
  'over about the past 2 to 3 months',
  'A glucose below 70 mg/dL is hypoglycemia',
  '15 g of fast-acting carbohydrate and a recheck in 15 minutes',
  'White blood cells (WBC) 4,500-11,000 cells/mcL',
  'Red blood cells (RBC) Men 4.7-6.1 million cells/mcL; women 4.2-5.4 million cells/mcL',
  'Hemoglobin (Hgb) Men 13.8-17.2 g/dL; women 12.1-15.1 g/dL',
  'Hematocrit (Hct) Men 40.7-50.3%; women 36.1-44.3%',
  'Mean corpuscular volume (MCV) 80-100 fL',
  'Platelets 150,000-400,000/mcL',
  'Neutrophils 40-60%',
  'Lymphocytes 20-40%',
  'Monocytes 2-8%',
  'Eosinophils 1-4%',
  'Basophils 0.5-1%',
  '(percentage of neutrophils + percentage of bands) / 100',
  'An ANC below 1,500 cells/mcL is neutropenia, and below 500 cells/mcL is severe neutropenia',
  'Prothrombin time (PT) 11-13.5 seconds',
  'INR, not on warfarin 0.8-1.1',
  'INR, on warfarin 2.0-3.0 for most indications',
  'About 25-35 seconds',
  'often about 1.5-2.5 times the control value',
  'Fibrinogen About 200-400 mg/dL',
  'pH 7.35-7.45 Above 7.45: alkalosis. Below 7.35: acidosis.',
  'PaCO2 35-45 mmHg Above 45: respiratory acidosis',
  'Below 35: respiratory alkalosis',
  'HCO3 22-26 mEq/L Above 26: metabolic alkalosis',
  'Below 22: metabolic acidosis',
  'PaO2 80-100 mmHg (room air; lower in older adults)',
  'Below 80: hypoxemia. Below 60 mmHg is serious hypoxemia',
  'SaO2 95-100%',
  'often 88-92%',
  'Base excess -2 to +2 mEq/L',
  'below 7.35 is acidosis; above 7.45 is alkalosis',
  'If the pH is back within 7.35-7.45, it is fully compensated',
  'pH 7.30, PaCO2 55 mmHg, HCO3 25 mEq/L',
  'pH 7.33, PaCO2 30 mmHg, HCO3 15 mEq/L',
  'Alanine aminotransferase (ALT) About 7-55 U/L',
  'Aspartate aminotransferase (AST) About 8-48 U/L',
  'Alkaline phosphatase (ALP) About 45-115 U/L',
  'Total bilirubin 0.1-1.2 mg/dL',
  'Direct (conjugated) bilirubin Below 0.3 mg/dL',
  'Albumin 3.5-5.0 g/dL',
  'Total protein 6.0-8.3 g/dL',
  'for ALP near 150 U/L',
  'Total cholesterol Below 200 mg/dL 240 mg/dL or higher',
  'LDL cholesterol Below 100 mg/dL 160 mg/dL or higher',
  'HDL cholesterol 60 mg/dL or higher (protective)',
  'below 40 mg/dL in men and below 50 mg/dL in women',
  'Triglycerides Below 150 mg/dL 200 mg/dL or higher (500 or higher is very high)',
  'Below 100 pg/mL makes acute heart failure unlikely',
  'Digoxin 0.5-2.0 ng/mL; in heart failure the target is often lower (0.5-0.9 ng/mL)',
  'more likely above 2.0 ng/mL',
  'commonly below 60 beats/min in adults',
  'at least 6 to 8 hours after the last dose',
  'Lithium 0.6-1.2 mEq/L',
  'Early signs (about 1.5-2.0 mEq/L, sometimes lower)',
  'above about 3.0 mEq/L',
  'about 12 hours after the last dose',
  'Phenytoin (total) 10-20 mcg/mL',
  '60 mL/min/1.73 m2 or higher',
  'An eGFR below 60 for 3 months or more indicates chronic kidney disease; below 15 is kidney failure',
  'At least 0.5 mL/kg/h (about 30 mL/h for most adults)',
  'Urine specific gravity 1.005-1.030',
  'About 10:1 to 20:1',
  'A ratio above 20:1',
  'potassium 3.5-5.0 mEq/L, sodium 135-145 mEq/L, calcium 8.5-10.5 mg/dL, magnesium 1.7-2.2 mg/dL',
  'pH 7.40, PaCO2 40, HCO3 24',
  'digoxin 0.5-2.0 ng/mL and lithium 0.6-1.2 mEq/L',
];

describe('the numbers of the math and lab sheets', () => {
  it('every worked example of the math sheet recomputes, and the sheet prints no number outside this table', () => {
    expect(mathTable.filter(([, holds]) => !holds).map(([phrase]) => phrase)).toEqual([]);
    expectEveryNumberChecked(readBack('nursing-math-formulas'), mathTable.map(([phrase]) => phrase));
  });

  it('every lab value is printed as in this table, with the note that ranges vary, and no other number', () => {
    const sheet = readBack('lab-values-reference');
    expect(sheet.text).toContain('Reference ranges vary by laboratory and by testing method.');
    expectEveryNumberChecked(sheet, labTable);
  });
});
