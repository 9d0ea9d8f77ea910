import type { CourseworkSubjectSlug } from '@nurseprep/contracts';
import { courseworkSubjectNames } from '../../../lib/coursework-subjects';
import type { InfoCard, PageIntro, TutoringCall } from '../../../lib/content-types';

/** A coursework subject page: what the course covers, high-yield topics, common pitfalls, documents, a tutor. */
export interface SubjectPageData {
  intro: PageIntro;
  covers: { lead: string; topics: readonly string[] };
  highYield: readonly InfoCard[];
  /** Shown under the high-yield topics (lab ranges vary by laboratory). */
  note?: string;
  pitfalls: readonly { mistake: string; instead: string }[];
  documentsLead: string;
  tutoring: TutoringCall;
}

export const subjectPageTexts = {
  highYieldAction: 'High-Yield Topics',
  practiceAction: (bank: string) => `Practice ${bank} Questions`,
  bookTutorAction: 'Book a Tutor',
  coversHeading: 'What the Course Covers',
  highYieldHeading: 'High-Yield Topics',
  highYieldLead: 'The topics that come up again and again on course exams, ATI and HESI assessments, and the NCLEX.',
  pitfallsHeading: 'Common Pitfalls',
  pitfallsLead: 'The mistakes that cost students the most points, and what to do instead.',
  insteadLabel: 'Instead:',
  documentsHeading: 'Study Documents',
};

const labNote = 'Reference ranges vary by laboratory: always use the ranges of the facility you work in.';

const tutoring = (subject: string): TutoringCall => ({
  heading: `Work with a ${subject} Tutor`,
  lead: 'A tutor explains the concepts behind your course and helps you prepare for its exams. We never complete graded work for you.',
  exam: 'Coursework',
});

export const subjectPages = {
  pharmacology: {
    intro: {
      title: courseworkSubjectNames.pharmacology,
      lead: 'Drug classes, how they work, what to check before and after giving them, and the math of safe doses.',
    },
    covers: {
      lead: 'Pharmacology courses teach you to give medications safely: why a client gets a drug, what it does, and what to watch for.',
      topics: [
        'Pharmacokinetics (absorption, distribution, metabolism, excretion) and pharmacodynamics',
        'Drug classes by body system: cardiovascular, respiratory, endocrine, neurological, anti-infective',
        'Safe administration: the rights of medication administration, high-alert drugs and error prevention',
        'Dosage calculation, including weight-based doses and IV flow rates',
        'Client teaching and adverse-effect monitoring',
      ],
    },
    highYield: [
      {
        title: 'Cardiovascular drugs',
        description: 'Know the checks before each dose.',
        points: [
          'Beta blockers (-olol): check apical pulse and blood pressure first; hold and report per the prescribed parameters.',
          'ACE inhibitors (-pril): watch for a dry cough, angioedema and a high potassium.',
          'Digoxin: count the apical pulse for a full minute; nausea, vomiting and vision changes suggest toxicity, which low potassium makes more likely.',
        ],
      },
      {
        title: 'Anticoagulants',
        description: 'Monitor the right test and know the antidote.',
        points: [
          'Heparin: monitored with aPTT or anti-Xa levels; the antidote is protamine sulfate.',
          'Warfarin: monitored with the INR; the reversal agent is vitamin K. Keep vitamin K intake consistent rather than avoiding it.',
          'Teach bleeding precautions: soft toothbrush, electric razor, report dark stools or unusual bruising.',
        ],
      },
      {
        title: 'Insulin',
        description: 'Match the insulin to the meal and the clock.',
        points: [
          'Rapid-acting (lispro, aspart) starts within about 15 minutes: give it just before the meal, as the label and order direct, with the food ready.',
          'Long-acting (glargine) has no pronounced peak and is not mixed with other insulins.',
          'When mixing regular and NPH insulin, draw up the clear regular insulin before the cloudy NPH.',
        ],
      },
      {
        title: 'Anti-infectives',
        description: 'Cultures first, allergies always.',
        points: [
          'Obtain ordered cultures before the first dose of an antibiotic.',
          'Aminoglycosides such as gentamicin can damage hearing and the kidneys: monitor levels and kidney function.',
          'Report new watery diarrhoea during or after antibiotics: it may be Clostridioides difficile.',
        ],
      },
    ],
    pitfalls: [
      { mistake: 'Memorising brand names one by one.', instead: 'Learn generic names by class and stem, then learn the exceptions.' },
      { mistake: 'Giving a drug without checking its parameters.', instead: 'Know what to assess first for every drug: pulse, blood pressure, potassium, glucose or a drug level.' },
      { mistake: 'Dropping units in dosage calculation.', instead: 'Carry units through every step and check that the answer is reasonable before giving the dose.' },
      { mistake: 'Confusing look-alike, sound-alike names such as hydroxyzine and hydralazine.', instead: 'Read the full name and the indication every time.' },
    ],
    documentsLead: 'Pharmacology reviews and flashcards from our study document library.',
    tutoring: tutoring('Pharmacology'),
  },
  'med-surg': {
    intro: {
      title: courseworkSubjectNames['med-surg'],
      lead: 'Care of adults with acute and chronic illness across the body systems, and the priorities that keep them safe.',
    },
    covers: {
      lead: 'Medical-surgical nursing is the largest course in most programs. It joins pathophysiology, pharmacology and clinical judgment at the bedside.',
      topics: [
        'Cardiovascular, respiratory, renal, endocrine, gastrointestinal and neurological disorders',
        'Fluid, electrolyte and acid-base balance',
        'Perioperative care: before, during and after surgery',
        'Recognising deterioration: sepsis, shock and early warning signs',
        'Prioritisation and delegation for a group of clients',
      ],
    },
    highYield: [
      {
        title: 'Fluid and electrolytes',
        description: 'Small changes cause big problems.',
        points: [
          'Sodium about 135 to 145 mEq/L; potassium about 3.5 to 5.0 mEq/L.',
          'High or low potassium can cause dangerous heart rhythms: check the ECG and report.',
          'Daily weight is the best bedside measure of fluid balance: same scale, same time, same clothing.',
        ],
      },
      {
        title: 'Heart failure',
        description: 'Watch fluid, breathing and weight.',
        points: [
          'Report a weight gain above the limit the provider sets, often 2 to 3 lb in a day or 5 lb in a week.',
          'New crackles, worsening shortness of breath or swelling signal fluid overload.',
          'Teach a low-sodium diet and taking medicines as prescribed.',
        ],
      },
      {
        title: 'Diabetes',
        description: 'Treat low glucose fast.',
        points: [
          'Hypoglycaemia is a blood glucose below 70 mg/dL: give 15 g of fast-acting carbohydrate and recheck in 15 minutes.',
          'Signs include shakiness, sweating, confusion and a fast heart rate.',
          'Check feet daily and report sores that do not heal.',
        ],
      },
      {
        title: 'After surgery',
        description: 'Prevent the common complications.',
        points: [
          'Deep breathing and incentive spirometry to prevent atelectasis and pneumonia.',
          'Early walking and prescribed prophylaxis to prevent deep vein thrombosis.',
          'Watch for bleeding: a rising heart rate and falling blood pressure need action.',
        ],
      },
    ],
    note: labNote,
    pitfalls: [
      { mistake: 'Treating a number instead of the client.', instead: 'Compare every value with the client\'s baseline and their symptoms.' },
      { mistake: 'Missing early deterioration.', instead: 'A rising respiratory rate, new confusion or falling urine output often come before a fall in blood pressure.' },
      { mistake: 'Choosing a comforting action before a life-saving one.', instead: 'Airway, breathing and circulation first, then safety, then comfort.' },
    ],
    documentsLead: 'Medical-surgical reviews from our study document library.',
    tutoring: tutoring('Med-Surg'),
  },
  pathophysiology: {
    intro: {
      title: courseworkSubjectNames.pathophysiology,
      lead: 'How disease changes normal function, and why that explains the signs you assess and the care you give.',
    },
    covers: {
      lead: 'Pathophysiology explains the why behind every clinical finding. Courses move from cells to whole body systems.',
      topics: [
        'Cell injury, adaptation and death',
        'Inflammation, immunity and infection',
        'Fluid, electrolyte and acid-base disorders',
        'Disorders by body system, from hypertension to kidney failure',
        'Genetics, cancer biology and the stress response',
      ],
    },
    highYield: [
      {
        title: 'Cellular adaptation',
        description: 'How cells respond to stress.',
        points: [
          'Atrophy (smaller cells), hypertrophy (larger cells), hyperplasia (more cells).',
          'Metaplasia: one mature cell type replaced by another, as in a smoker\'s airway.',
          'Dysplasia: disordered growth that can precede cancer.',
        ],
      },
      {
        title: 'Inflammation',
        description: 'The body\'s response to injury.',
        points: [
          'Cardinal signs: redness, heat, swelling, pain and loss of function.',
          'Acute inflammation protects and repairs; chronic inflammation damages tissue over time.',
        ],
      },
      {
        title: 'Acid-base balance',
        description: 'Read arterial blood gases step by step.',
        points: [
          'Normal adult values: pH 7.35 to 7.45, PaCO₂ 35 to 45 mm Hg, HCO₃⁻ 22 to 26 mEq/L.',
          'Respiratory problems move pH and PaCO₂ in opposite directions; metabolic problems move pH and HCO₃⁻ in the same direction.',
          'The lungs compensate within minutes to hours; the kidneys take hours to days.',
        ],
      },
      {
        title: 'Shock',
        description: 'Not enough blood flow to meet the tissues\' needs.',
        points: [
          'Hypovolaemic (fluid loss), cardiogenic (pump failure), obstructive (blocked flow), distributive (septic, anaphylactic, neurogenic).',
          'Early signs usually include a fast heart rate, anxiety and cool, pale skin. Exceptions: early septic shock can bring warm, flushed skin, and neurogenic shock a slow heart rate with warm, dry skin.',
        ],
      },
    ],
    note: labNote,
    pitfalls: [
      { mistake: 'Memorising lists of signs without the mechanism.', instead: 'Ask what changed in normal function: the signs then follow.' },
      { mistake: 'Mixing up compensation and correction in blood gases.', instead: 'Compensation moves the other value toward normal; correction fixes the cause.' },
      { mistake: 'Blending type 1 and type 2 diabetes.', instead: 'Type 1 is a loss of insulin production; type 2 is insulin resistance with a relative shortage.' },
    ],
    documentsLead: 'Pathophysiology reviews from our study document library.',
    tutoring: tutoring('Pathophysiology'),
  },
  'mental-health': {
    intro: {
      title: courseworkSubjectNames['mental-health'],
      lead: 'Therapeutic communication, psychiatric disorders, client safety and the medicines used to treat them.',
    },
    covers: {
      lead: 'Mental health nursing asks you to use yourself as the tool: how you listen and respond is part of the treatment.',
      topics: [
        'Therapeutic communication and the nurse-client relationship',
        'Depressive, bipolar, anxiety, psychotic and substance use disorders',
        'Suicide and violence risk assessment and safety planning',
        'Legal and ethical care: voluntary and involuntary admission, least-restrictive care',
        'Psychopharmacology: antidepressants, mood stabilisers, antipsychotics and anxiolytics',
      ],
    },
    highYield: [
      {
        title: 'Therapeutic communication',
        description: 'Help the client talk and feel heard.',
        points: [
          'Use open-ended questions, reflection and silence.',
          'Avoid "why" questions, false reassurance and giving advice.',
          'Acknowledge feelings without agreeing with delusions or arguing with them.',
        ],
      },
      {
        title: 'Suicide risk',
        description: 'Ask directly; it does not plant the idea.',
        points: [
          'Ask about thoughts, a plan, the means and past attempts.',
          'A sudden calm after deep depression can signal a decision to act.',
          'Keep the environment safe and follow the facility\'s observation policy.',
        ],
      },
      {
        title: 'Lithium',
        description: 'A narrow margin between effective and toxic.',
        points: [
          'Levels are monitored regularly; the therapeutic range set by the prescriber is narrow.',
          'Coarse tremor, vomiting, diarrhoea and confusion suggest toxicity.',
          'Steady fluid and sodium intake; dehydration raises the level.',
        ],
      },
      {
        title: 'Antipsychotics and antidepressants',
        description: 'Know the serious adverse effects.',
        points: [
          'Antipsychotics: extrapyramidal symptoms, tardive dyskinesia, and neuroleptic malignant syndrome (high fever, rigidity).',
          'Antidepressants carry a boxed warning for suicidal thoughts and behaviours in children, adolescents and young adults.',
          'Serotonin syndrome (agitation, fever, tremor) can follow combining serotonergic drugs.',
        ],
      },
    ],
    pitfalls: [
      { mistake: 'Offering reassurance such as "everything will be fine".', instead: 'Reflect the feeling and invite the client to say more.' },
      { mistake: 'Arguing with a delusion.', instead: 'Acknowledge the feeling, do not confirm the belief, and focus on reality.' },
      { mistake: 'Choosing communication before safety.', instead: 'When a client is at risk of harm, safety comes first.' },
    ],
    documentsLead: 'Mental health and psychopharmacology reviews from our study document library.',
    tutoring: tutoring('Mental Health'),
  },
  fundamentals: {
    intro: {
      title: courseworkSubjectNames.fundamentals,
      lead: 'The nursing process, safety, infection control and the basic skills every later course builds on.',
    },
    covers: {
      lead: 'Fundamentals is the first nursing course for most students: it sets the habits you will use in every clinical setting.',
      topics: [
        'The nursing process: assessment, diagnosis, planning, implementation, evaluation (ADPIE)',
        'Safety: fall prevention, restraints, client identification',
        'Infection control and personal protective equipment',
        'Vital signs, hygiene, mobility, nutrition and elimination',
        'Documentation, communication and basic medication administration',
      ],
    },
    highYield: [
      {
        title: 'The nursing process',
        description: 'Assess before you act.',
        points: [
          'Assessment comes first, unless the client is in immediate danger.',
          'A nursing diagnosis describes the client\'s response, not the medical condition.',
          'Evaluate every intervention: was the goal met, partly met or not met?',
        ],
      },
      {
        title: 'Infection control',
        description: 'Standard precautions for everyone, more when needed.',
        points: [
          'Hand hygiene before and after every client contact.',
          'Put on PPE in this order: gown, mask or respirator, eye protection, gloves.',
          'Take it off in this order: gloves, eye protection, gown, mask or respirator, then hand hygiene.',
        ],
      },
      {
        title: 'Safety',
        description: 'Prevent falls and errors.',
        points: [
          'Identify the client with two identifiers before any care or medication.',
          'Bed low and locked, call light in reach, non-slip footwear.',
          'Restraints are a last resort, need an order, and are checked and released per policy.',
        ],
      },
      {
        title: 'Vital signs',
        description: 'Normal adult ranges at rest.',
        points: [
          'Heart rate 60 to 100 beats per minute; respirations 12 to 20 breaths per minute.',
          'Blood pressure below 120/80 mm Hg is normal.',
          'Oxygen saturation 95% to 100% in most healthy adults.',
        ],
      },
    ],
    pitfalls: [
      { mistake: 'Intervening before assessing.', instead: 'Collect data first, unless the client is in immediate danger.' },
      { mistake: 'Writing vague documentation.', instead: 'Chart what you saw and did, when you did it, in measurable terms.' },
      { mistake: 'Breaking sterile technique without noticing.', instead: 'Keep the field in view and above the waist; when in doubt, consider it contaminated.' },
    ],
    documentsLead: 'Fundamentals reviews from our study document library.',
    tutoring: tutoring('Fundamentals'),
  },
} satisfies Record<CourseworkSubjectSlug, SubjectPageData>;
