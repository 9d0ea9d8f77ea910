import type { DrugCalculation, Flashcard, PracticeQuestion, TabbedArea } from '../school-page-types';
import { pharmacologyDeckLinks } from '../shared/pharmacology-decks';

/** NR-293 (pharmacology) flashcards: one drug class a card, prototype first, with the nursing checks. */
export const nr293Flashcards: readonly Flashcard[] = [
  {
    front: 'Beta blockers (-olol, e.g. metoprolol): what do they do and what do you check first?',
    back: 'Block beta-adrenergic receptors: slower heart rate, lower blood pressure and contractility. Check apical pulse and blood pressure before each dose and hold per the parameters ordered. Nonselective agents (propranolol) can cause bronchospasm; all can mask the tachycardia of hypoglycemia. Do not stop abruptly (a boxed warning on some labels, such as metoprolol succinate ER and atenolol): taper, because sudden withdrawal can worsen angina or cause a heart attack.',
  },
  {
    front: 'ACE inhibitors (-pril, e.g. lisinopril): key adverse effects?',
    back: 'Block conversion of angiotensin I to II. Watch for a dry cough (bradykinin), hyperkalemia, first-dose hypotension and angioedema (an emergency). Boxed warning: fetal toxicity; stop if pregnancy is detected.',
  },
  {
    front: 'Angiotensin II receptor blockers (-sartan, e.g. losartan): how do they differ from ACE inhibitors?',
    back: 'Block the angiotensin II receptor instead of its formation, so cough is much less common. Hyperkalemia and the boxed warning for fetal toxicity still apply.',
  },
  {
    front: 'Loop diuretics (furosemide): what do you monitor?',
    back: 'Act in the loop of Henle for strong diuresis. Monitor potassium (hypokalemia), blood pressure, daily weight and intake and output. Rapid IV doses can cause ototoxicity. Low potassium raises the risk of digoxin toxicity. Boxed warning: excessive doses can cause profound diuresis with water and electrolyte depletion.',
  },
  {
    front: 'Potassium-sparing diuretics (spironolactone): main risk and teaching?',
    back: 'Block aldosterone, so potassium is kept. Risk: hyperkalemia, especially with ACE inhibitors, ARBs or kidney disease. Teach to avoid potassium supplements and salt substitutes unless prescribed.',
  },
  {
    front: 'Digoxin: how does it work and what are the signs of toxicity?',
    back: 'Strengthens contraction and slows conduction through the AV node. Take the apical pulse for one full minute before giving; hold per the ordered parameter (often below 60/min in adults). Toxicity: nausea, vomiting, anorexia, visual changes (yellow-green halos), dysrhythmias. Hypokalemia increases toxicity.',
  },
  {
    front: 'Heparin (unfractionated): lab test and antidote?',
    back: 'Enhances antithrombin to stop clot growth. Monitored with aPTT (or anti-Xa) and platelet count: watch for heparin-induced thrombocytopenia. Antidote: protamine sulfate.',
  },
  {
    front: 'Warfarin: how it works, lab test and antidote?',
    back: 'Vitamin K antagonist: lowers the liver\'s production of clotting factors II, VII, IX and X. Monitored with the INR (a common target is 2 to 3; the provider sets it). Antidote: vitamin K. Boxed warning: bleeding. Teach a consistent vitamin K intake.',
  },
  {
    front: 'Opioid agonists (morphine): the priority assessment?',
    back: 'Bind mu receptors for analgesia. Assess sedation level and respiratory rate before and after doses: respiratory depression is the most serious effect. Naloxone reverses it. Boxed warnings include life-threatening respiratory depression, addiction and misuse, and the risk of combining with benzodiazepines. Prevent constipation.',
  },
  {
    front: 'Benzodiazepines (lorazepam): effect, danger and reversal?',
    back: 'Enhance GABA for anxiolysis and sedation. Boxed warning: combined with opioids, profound sedation, respiratory depression, coma and death; also abuse, misuse and addiction, and dependence with withdrawal reactions (taper, do not stop abruptly). Flumazenil reverses them. Fall precautions, especially in older adults.',
  },
  {
    front: 'SSRIs (sertraline): onset and boxed warning?',
    back: 'Block serotonin reuptake; full effect takes several weeks. Boxed warning: suicidal thoughts and behaviour in children, adolescents and young adults. Watch for serotonin syndrome (agitation, fever, clonus) with other serotonergic drugs.',
  },
  {
    front: 'Aminoglycosides (gentamicin): the two organ toxicities?',
    back: 'Kill bacteria by blocking protein synthesis. Nephrotoxicity (rising creatinine, falling urine output) and ototoxicity (tinnitus, hearing loss, vertigo). Peak and trough levels guide dosing.',
  },
  {
    front: 'Rapid-acting insulin (lispro): when must food be available?',
    back: 'Onset about 15 minutes: give within about 15 minutes of a meal and have the meal there. Watch for hypoglycemia (shaky, sweaty, confused); treat with fast-acting glucose per protocol.',
  },
  {
    front: 'Levothyroxine: how should it be taken?',
    back: 'Replaces thyroid hormone. Take on an empty stomach at the same time each morning, apart from calcium and iron. Too much causes signs of hyperthyroidism: tachycardia, palpitations, heat intolerance, weight loss. Boxed warning: not for treating obesity or for weight loss.',
  },
];

/**
 * Worked dosage calculations. Every number is recomputed by chamberlain-nr-293.test.ts from the same
 * inputs, so a typo in a step fails the test.
 */
export const nr293Calculations: readonly DrugCalculation[] = [
  {
    title: 'Tablets: desired over have',
    problem: 'Ordered: metoprolol tartrate 25 mg by mouth. On hand: 50 mg tablets (scored). How many tablets do you give?',
    formula: 'Desired ÷ Have × Quantity',
    steps: ['Desired = 25 mg; Have = 50 mg; Quantity = 1 tablet', '25 mg ÷ 50 mg = 0.5', '0.5 × 1 tablet = 0.5 tablet'],
    answer: '0.5 tablet (half of a scored tablet)',
    check: 'Sense check: the order is half the tablet strength, so half a tablet fits.',
  },
  {
    title: 'Oral liquid',
    problem: 'Ordered: amoxicillin 250 mg by mouth. On hand: amoxicillin suspension 125 mg/5 mL. How many mL do you give?',
    formula: 'Desired ÷ Have × Quantity',
    steps: ['Desired = 250 mg; Have = 125 mg; Quantity = 5 mL', '250 mg ÷ 125 mg = 2', '2 × 5 mL = 10 mL'],
    answer: '10 mL',
    check: 'Sense check: twice the strength in 5 mL means twice the volume.',
  },
  {
    title: 'Weight-based dose (child)',
    problem:
      'Ordered: amoxicillin 25 mg/kg/day by mouth in divided doses every 12 hours. The child weighs 44 lb. On hand: 250 mg/5 mL. How many mg per dose, and how many mL?',
    formula: 'kg = lb ÷ 2.2; daily dose = mg/kg/day × kg; dose = daily dose ÷ doses per day',
    steps: [
      '44 lb ÷ 2.2 lb/kg = 20 kg',
      '25 mg/kg/day × 20 kg = 500 mg/day',
      'Every 12 hours = 2 doses a day: 500 mg/day ÷ 2 doses/day = 250 mg/dose',
      '250 mg ÷ 250 mg × 5 mL = 5 mL',
    ],
    answer: '250 mg per dose = 5 mL every 12 hours',
    check: 'Always convert pounds to kilograms before multiplying, and check the result against the drug reference\'s safe range.',
  },
  {
    title: 'IV flow rate by pump (mL/h)',
    problem: 'Ordered: 1,000 mL 0.9% sodium chloride over 8 hours. At what rate do you set the pump?',
    formula: 'mL/h = total volume (mL) ÷ time (h)',
    steps: ['Volume = 1,000 mL; time = 8 h', '1,000 mL ÷ 8 h = 125 mL/h'],
    answer: '125 mL/h',
  },
  {
    title: 'Gravity drip rate (gtt/min)',
    problem: 'The same 1,000 mL over 8 hours runs by gravity through tubing with a drop factor of 15 gtt/mL. How many drops per minute?',
    formula: 'gtt/min = volume (mL) × drop factor (gtt/mL) ÷ time (min)',
    steps: ['8 h × 60 min/h = 480 min', '1,000 mL × 15 gtt/mL = 15,000 gtt', '15,000 gtt ÷ 480 min = 31.25 gtt/min', 'Round to a whole drop: 31 gtt/min'],
    answer: '31 gtt/min',
    check: 'Drops cannot be split: round to the nearest whole drop.',
  },
  {
    title: 'Heparin infusion (units/h to mL/h)',
    problem: 'Ordered: heparin 1,000 units/h IV. On hand: heparin 25,000 units in 250 mL. At what rate do you set the pump?',
    formula: 'concentration = units ÷ mL; mL/h = ordered units/h ÷ concentration',
    steps: ['25,000 units ÷ 250 mL = 100 units/mL', '1,000 units/h ÷ 100 units/mL = 10 mL/h'],
    answer: '10 mL/h',
    check: 'Heparin is a high-alert drug: an independent double check is standard practice.',
  },
  {
    title: 'Weight-based infusion (mcg/kg/min)',
    problem: 'Ordered: dopamine 5 mcg/kg/min IV for a client who weighs 80 kg. On hand: dopamine 400 mg in 250 mL. At what rate do you set the pump?',
    formula: 'mL/h = (mcg/kg/min × kg × 60 min/h) ÷ concentration (mcg/mL)',
    steps: [
      '400 mg × 1,000 mcg/mg = 400,000 mcg',
      '400,000 mcg ÷ 250 mL = 1,600 mcg/mL',
      '5 mcg/kg/min × 80 kg = 400 mcg/min',
      '400 mcg/min × 60 min/h = 24,000 mcg/h',
      '24,000 mcg/h ÷ 1,600 mcg/mL = 15 mL/h',
    ],
    answer: '15 mL/h',
  },
];

/** NR-293 practice questions (pharmacology); correct answers spread over the four positions. */
export const nr293Questions: readonly PracticeQuestion[] = [
  {
    id: 'nr293-metoprolol-hold',
    stem: 'Metoprolol 50 mg is due. The client\'s apical pulse is 52 beats/min and blood pressure 92/58 mm Hg. What should the nurse do?',
    options: [
      'Give the dose and reassess in one hour',
      'Give the dose with food to reduce its effect',
      'Hold the dose and notify the provider',
      'Give half of the dose',
    ],
    answer: 2,
    rationale: 'A beta blocker slows the heart and lowers blood pressure further; with bradycardia and hypotension, the dose is held and the provider informed.',
    distractors: {
      0: 'Giving the dose could worsen bradycardia and hypotension before you reassess.',
      1: 'Food does not cancel the drug\'s effect on heart rate.',
      3: 'Changing the dose is the prescriber\'s decision.',
    },
  },
  {
    id: 'nr293-heparin-antidote',
    stem: 'A client on a heparin infusion has blood in the urine and an aPTT far above the target range. Which drug does the nurse expect to prepare?',
    options: ['Protamine sulfate', 'Vitamin K', 'Naloxone', 'Flumazenil'],
    answer: 0,
    rationale: 'Protamine sulfate binds and neutralises heparin. The infusion is stopped and the provider notified.',
    distractors: {
      1: 'Vitamin K reverses warfarin, not heparin.',
      2: 'Naloxone reverses opioids.',
      3: 'Flumazenil reverses benzodiazepines.',
    },
  },
  {
    id: 'nr293-furosemide-lab',
    stem: 'Before giving IV furosemide, which laboratory result is most important for the nurse to review?',
    options: ['Serum amylase', 'Serum potassium', 'Hemoglobin A1c', 'Platelet count'],
    answer: 1,
    rationale: 'Loop diuretics waste potassium; hypokalemia can cause dysrhythmias, so potassium is checked before the dose.',
    distractors: {
      0: 'Amylase relates to the pancreas, not to furosemide.',
      2: 'A1c shows long-term glucose control and does not affect today\'s dose.',
      3: 'Platelet count is not the priority check before a furosemide dose; potassium is.',
    },
  },
  {
    id: 'nr293-gentamicin-report',
    stem: 'A client on gentamicin for five days reports ringing in the ears, and the creatinine has risen. What should the nurse do?',
    options: [
      'Reassure the client that this is expected and harmless',
      'Encourage the client to lie flat',
      'Give the next dose early',
      'Report the findings to the provider before the next dose',
    ],
    answer: 3,
    rationale: 'Tinnitus and rising creatinine point to ototoxicity and nephrotoxicity, the two classic aminoglycoside toxicities. The provider needs to know before another dose; levels are likely to be checked.',
    distractors: {
      0: 'These findings are toxic effects, and some hearing loss can be permanent.',
      1: 'Position does not address drug toxicity.',
      2: 'An early dose would raise the drug level further.',
    },
  },
  {
    id: 'nr293-insulin-timing',
    stem: 'Insulin lispro is given at 07:45. When should the client\'s breakfast be in front of them?',
    options: ['At about 08:00', 'At about 09:45', 'At lunch', 'At bedtime'],
    answer: 0,
    rationale: 'Rapid-acting insulin starts to work in about 15 minutes, so the meal must be there within about 15 minutes of the dose.',
    distractors: {
      1: 'Two hours after the dose, the insulin is near its peak: hypoglycemia risk without food.',
      2: 'Waiting until lunch leaves hours of insulin action without food.',
      3: 'A bedtime meal does not match a morning dose of rapid-acting insulin.',
    },
  },
  {
    id: 'nr293-ssri-teaching',
    stem: 'A young adult starting sertraline asks when they will feel better. Which response is best?',
    options: [
      'You should feel better after the first dose',
      'Improvement usually takes a few weeks; tell us at once if you have thoughts of harming yourself',
      'If you feel no better after three days, stop the drug',
      'Take a double dose if you feel worse',
    ],
    answer: 1,
    rationale: 'SSRIs take weeks for full effect, and the boxed warning about suicidal thoughts in young people means the client and family must know to report them right away.',
    distractors: {
      0: 'An immediate effect is not expected.',
      2: 'Stopping early ends treatment before it can work; changes go through the prescriber.',
      3: 'Doubling doses risks toxicity and serotonin syndrome.',
    },
  },
];

/** NR-293's four tabs, Study Guides first and open by default. */
export const nr293Tabs: TabbedArea = {
  label: 'NR-293 pharmacology study materials',
  defaultTab: 'study-guides',
  tabs: [
    {
      id: 'study-guides',
      label: 'Study Guides',
      blocks: [
        {
          kind: 'documents',
          heading: 'NR-293 study guides',
          intro: 'Four PDF guides that follow the course\'s path through the drug classes. Preview any guide; create a free account to download.',
          query: { course: 'NR-293', section: 'study-guides' },
        },
      ],
    },
    {
      id: 'flashcards',
      label: 'Flashcards',
      blocks: [
        {
          kind: 'flashcards',
          heading: 'Drug class flashcards',
          intro: 'Read the question, answer it aloud, then reveal the card. One class a card, prototype first.',
          cards: nr293Flashcards,
        },
        {
          kind: 'links',
          heading: 'Study the pharmacology decks with spaced repetition',
          links: pharmacologyDeckLinks,
        },
      ],
    },
    {
      id: 'drug-calculations',
      label: 'Drug Calculations',
      blocks: [
        {
          kind: 'calculations',
          heading: 'Worked dosage calculations',
          intro: 'Each example shows the formula and every step with its units. Cover the steps, work it yourself, then compare.',
          examples: nr293Calculations,
        },
      ],
    },
    {
      id: 'practice-questions',
      label: 'Practice Questions',
      blocks: [
        {
          kind: 'questions',
          heading: 'Pharmacology practice questions',
          intro: 'Questions in the style of course exams and the NCLEX-RN. Choose an answer, then check it to read the rationale.',
          questions: nr293Questions,
        },
      ],
    },
  ],
};
