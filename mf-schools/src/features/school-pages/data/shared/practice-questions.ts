import type { PracticeQuestion } from '../school-page-types';

/**
 * Practice questions by subject, shared by the school pages (a school page picks the subjects its students
 * find hard). Original items in NCLEX style: one best answer, a rationale for it and a sentence for each
 * other option. Correct answers are spread across positions (a test checks the spread).
 */
export const practiceQuestionSubjects = [
  'pharmacology',
  'pathophysiology',
  'health-assessment',
  'med-surg',
  'mental-health',
  'maternal-child',
  'evidence-based-practice',
  'community-health',
  'leadership',
] as const;
export type PracticeQuestionSubject = (typeof practiceQuestionSubjects)[number];

export const practiceQuestions = {
  pharmacology: [
    {
      id: 'pharm-digoxin-hold',
      stem: 'A client with heart failure is due for digoxin. The apical pulse is 54 beats/min and this morning\'s potassium is 3.1 mEq/L. What should the nurse do?',
      options: [
        'Give the dose and recheck the pulse in one hour',
        'Hold the dose and notify the health care provider',
        'Give the dose with a potassium-rich breakfast',
        'Give half of the dose and document the pulse',
      ],
      answer: 1,
      rationale:
        'A slow apical pulse and low potassium both point to a risk of digoxin toxicity (hypokalemia increases digoxin\'s effect on the heart). The dose is held and the provider told, who may order a digoxin level and potassium replacement.',
      distractors: {
        0: 'Giving the dose first adds to the risk; the pulse is checked before, not after.',
        2: 'Food will not correct a potassium of 3.1 mEq/L in time, and the low pulse still calls for holding the dose.',
        3: 'Nurses do not change a prescribed dose on their own; the provider decides.',
      },
    },
    {
      id: 'pharm-ace-cough',
      stem: 'A client who started lisinopril three weeks ago reports a dry, nagging cough. Which response by the nurse is best?',
      options: [
        'The cough is from a chest infection; you need an antibiotic',
        'Double the dose so your blood pressure improves faster',
        'A dry cough is a known effect of this drug class; I will tell your provider',
        'Stop the drug today and restart it when the cough goes',
      ],
      answer: 2,
      rationale:
        'ACE inhibitors let bradykinin build up, which causes a persistent dry cough in some people. It is reported to the provider, who may switch the client to another drug such as an angiotensin receptor blocker.',
      distractors: {
        0: 'Nothing points to infection; the timing and the dry cough fit the drug.',
        1: 'A higher dose would not help the cough and is not the nurse\'s decision.',
        3: 'Stopping an antihypertensive without the provider can raise blood pressure; report first.',
      },
    },
    {
      id: 'pharm-warfarin-teaching',
      stem: 'Which statement by a client taking warfarin shows that teaching was understood?',
      options: [
        'I will keep the amount of leafy green vegetables I eat about the same each week',
        'I will take aspirin when I get a headache',
        'If I miss a dose, I will take two tablets the next day',
        'I will stop eating any food that has vitamin K in it',
      ],
      answer: 0,
      rationale:
        'Warfarin works against vitamin K, so a steady vitamin K intake keeps the INR stable. Sudden changes in intake move the INR up or down.',
      distractors: {
        1: 'Aspirin adds to the bleeding risk; the client should ask before taking any over-the-counter drug.',
        2: 'Doubling a dose can raise the INR and cause bleeding; a missed dose is handled as the provider directs.',
        3: 'Cutting out vitamin K is not the goal; consistency is.',
      },
    },
    {
      id: 'pharm-opioid-respirations',
      stem: 'Two hours after IV morphine, a client is hard to rouse and breathing 8 times a minute. What is the priority action?',
      options: [
        'Document the findings and recheck in 30 minutes',
        'Give the next dose early so pain does not return',
        'Offer oral fluids to help clear the drug',
        'Stop the opioid, support breathing and give naloxone as ordered',
      ],
      answer: 3,
      rationale:
        'Sedation with a respiratory rate of 8 is opioid-induced respiratory depression, a life-threatening emergency. Airway and breathing come first; naloxone reverses the opioid.',
      distractors: {
        0: 'Waiting lets the respiratory depression worsen.',
        1: 'More opioid would deepen the sedation and respiratory depression.',
        2: 'A client who is hard to rouse may aspirate, and fluids do not reverse the drug.',
      },
    },
  ],
  pathophysiology: [
    {
      id: 'patho-dka',
      stem: 'A client with type 1 diabetes has deep, rapid respirations and a fruity breath odor. What process explains the breathing pattern?',
      options: [
        'The lungs compensate for metabolic acidosis by blowing off carbon dioxide',
        'High blood glucose irritates the respiratory center directly',
        'Fluid overload from hyperglycemia causes pulmonary edema',
        'Low blood glucose stimulates the sympathetic nervous system',
      ],
      answer: 0,
      rationale:
        'Without insulin, fat is broken down into ketone acids, causing metabolic acidosis. Kussmaul respirations remove carbon dioxide to raise the pH; acetone gives the fruity odor.',
      distractors: {
        1: 'Glucose itself does not drive the breathing; the acidosis does.',
        2: 'Hyperglycemia causes fluid loss through osmotic diuresis, not overload.',
        3: 'This picture is hyperglycemia with ketoacidosis, not hypoglycemia.',
      },
    },
    {
      id: 'patho-left-hf',
      stem: 'Which finding does the nurse expect in a client with left-sided heart failure?',
      options: ['Jugular vein distension', 'Crackles in both lung bases', 'Ascites', 'Dependent edema of the ankles'],
      answer: 1,
      rationale:
        'When the left ventricle fails, blood backs up into the pulmonary circulation, and fluid leaks into the alveoli: crackles, dyspnea and orthopnea.',
      distractors: {
        0: 'Jugular vein distension reflects backup into the systemic veins, typical of right-sided failure.',
        2: 'Ascites comes from systemic venous congestion (right-sided failure or liver disease).',
        3: 'Dependent edema is a sign of right-sided failure.',
      },
    },
    {
      id: 'patho-aki-potassium',
      stem: 'In acute kidney injury with oliguria, which electrolyte change is most dangerous and why?',
      options: [
        'Low sodium, because it causes muscle cramps',
        'Low calcium, because it causes constipation',
        'High potassium, because it can cause fatal dysrhythmias',
        'High magnesium, because it causes thirst',
      ],
      answer: 2,
      rationale:
        'The kidneys excrete most potassium; when urine output falls, potassium rises and can cause peaked T waves, dysrhythmias and cardiac arrest.',
      distractors: {
        0: 'Sodium may fall from fluid retention, but potassium is the immediate threat to life.',
        1: 'Calcium often falls in kidney disease, but constipation is not the concern and it is not the most dangerous change.',
        3: 'Magnesium can rise, but thirst is not its effect and it is less dangerous than hyperkalemia.',
      },
    },
  ],
  'health-assessment': [
    {
      id: 'assess-abdomen-order',
      stem: 'In what order does the nurse examine the abdomen?',
      options: [
        'Inspection, palpation, percussion, auscultation',
        'Auscultation, inspection, palpation, percussion',
        'Palpation, inspection, auscultation, percussion',
        'Inspection, auscultation, percussion, palpation',
      ],
      answer: 3,
      rationale:
        'The abdomen is the exception to the usual order: auscultation comes right after inspection, because percussion and palpation can change bowel sounds.',
      distractors: {
        0: 'This is the order for most systems, but touching the abdomen first can alter bowel sounds.',
        1: 'Inspection always comes first: look before you touch or listen.',
        2: 'Palpating first can cause discomfort and change what you hear.',
      },
    },
    {
      id: 'assess-pain-first',
      stem: 'A client reports new chest pain during a routine health history. What should the nurse do first?',
      options: [
        'Finish the health history, then ask about the pain',
        'Assess the pain: onset, location, character and vital signs',
        'Ask the client to rate their anxiety',
        'Schedule a follow-up appointment for the pain',
      ],
      answer: 1,
      rationale:
        'New chest pain may be cardiac and takes priority over the routine history: a focused assessment (OLDCARTS, vital signs) guides what happens next.',
      distractors: {
        0: 'A routine history can wait; a possibly cardiac symptom cannot.',
        2: 'Anxiety may be present, but the physical cause must be assessed first.',
        3: 'Deferring new chest pain could miss an emergency.',
      },
    },
  ],
  'med-surg': [
    {
      id: 'medsurg-post-thyroid',
      stem: 'After a thyroidectomy, a client reports tingling around the mouth and in the fingertips. What should the nurse assess next?',
      options: [
        'Serum calcium and signs of tetany (Chvostek and Trousseau signs)',
        'Serum sodium and urine output',
        'Blood glucose',
        'Liver enzymes',
      ],
      answer: 0,
      rationale:
        'The parathyroid glands can be injured or removed during thyroid surgery, lowering calcium. Perioral and fingertip tingling are early signs of hypocalcemia.',
      distractors: {
        1: 'Sodium problems cause confusion or seizures, not perioral tingling, after this surgery.',
        2: 'Hypoglycemia causes shakiness and sweating; tingling around the mouth after thyroidectomy points to calcium.',
        3: 'Liver enzymes are unrelated to this complication.',
      },
    },
    {
      id: 'medsurg-copd-oxygen',
      stem: 'A client with COPD has an SpO2 of 86% on room air. Which oxygen order does the nurse expect first?',
      options: [
        'A non-rebreather mask at 15 L/min for everyone with COPD',
        'No oxygen, because oxygen stops the drive to breathe',
        'Controlled oxygen titrated to a prescribed target, commonly 88% to 92%',
        'Oxygen only at night',
      ],
      answer: 2,
      rationale:
        'Clients with COPD at risk of carbon dioxide retention are given controlled oxygen to a target range set by the provider (88% to 92% is common), with monitoring for rising carbon dioxide.',
      distractors: {
        0: 'High-flow oxygen without a target can worsen carbon dioxide retention in some clients.',
        1: 'Hypoxemia must be treated; withholding oxygen is unsafe.',
        3: 'An SpO2 of 86% needs treatment now.',
      },
    },
  ],
  'mental-health': [
    {
      id: 'mh-suicide-priority',
      stem: 'A client with depression says, "I won\'t be a burden much longer." What is the nurse\'s priority response?',
      options: [
        'Change the subject to something more positive',
        'Tell the client that things will get better soon',
        'Leave the client alone to rest',
        'Ask directly whether the client is thinking of killing themselves',
      ],
      answer: 3,
      rationale:
        'A veiled statement about not being around is a warning sign. Asking directly about suicidal thoughts does not plant the idea; it opens the assessment of plan, means and intent.',
      distractors: {
        0: 'Changing the subject dismisses a possible warning sign.',
        1: 'False reassurance blocks communication and skips the safety assessment.',
        2: 'Leaving a possibly suicidal client alone is unsafe.',
      },
    },
    {
      id: 'mh-lithium-level',
      stem: 'A client taking lithium has vomiting, diarrhea and a coarse hand tremor. What does the nurse suspect?',
      options: ['Lithium toxicity', 'A therapeutic response', 'Serotonin syndrome', 'An allergic reaction'],
      answer: 0,
      rationale:
        'Lithium has a narrow therapeutic range; gastrointestinal upset with a coarse tremor suggests toxicity. Hold the dose, report, and expect a serum level; dehydration and low sodium raise levels.',
      distractors: {
        1: 'A fine tremor can occur at therapeutic levels, but vomiting, diarrhea and a coarse tremor do not.',
        2: 'Serotonin syndrome follows serotonergic drugs and brings agitation, hyperthermia and clonus.',
        3: 'Nothing here suggests an allergy (rash, hives, swelling).',
      },
    },
  ],
  'maternal-child': [
    {
      id: 'mc-late-decelerations',
      stem: 'A laboring client on oxytocin shows recurrent late decelerations. What is the nurse\'s first action?',
      options: [
        'Increase the oxytocin to speed delivery',
        'Stop the oxytocin and reposition the client to her side',
        'Document and continue to observe',
        'Encourage the client to push',
      ],
      answer: 1,
      rationale:
        'Late decelerations reflect uteroplacental insufficiency. Stopping oxytocin reduces contractions, and a side-lying position improves placental blood flow; the provider is then notified.',
      distractors: {
        0: 'More oxytocin would worsen placental perfusion.',
        2: 'Recurrent late decelerations call for intrauterine resuscitation now.',
        3: 'Pushing is not indicated and adds stress to the fetus.',
      },
    },
  ],
  'evidence-based-practice': [
    {
      id: 'ebp-highest-evidence',
      stem: 'Which source gives the strongest evidence for a practice change about preventing falls?',
      options: [
        'An expert\'s opinion article',
        'A single descriptive study on one unit',
        'A systematic review of randomized controlled trials',
        'A quality-improvement report from another hospital',
      ],
      answer: 2,
      rationale:
        'In most evidence hierarchies, a systematic review or meta-analysis of randomized controlled trials is the highest level of evidence for an intervention question.',
      distractors: {
        0: 'Expert opinion is at the bottom of most hierarchies.',
        1: 'A single descriptive study cannot establish that an intervention works.',
        3: 'Quality-improvement reports are useful locally but are lower-level evidence.',
      },
    },
    {
      id: 'ebp-pico',
      stem: 'In the question "In older adults after hip surgery, does early walking compared with bed rest reduce pneumonia?", what is the "C"?',
      options: ['Older adults after hip surgery', 'Early walking', 'Reduced pneumonia', 'Bed rest'],
      answer: 3,
      rationale: 'In PICO, C is the comparison: the alternative the intervention is measured against, here bed rest.',
      distractors: {
        0: 'This is the population (P).',
        1: 'This is the intervention (I).',
        2: 'This is the outcome (O).',
      },
    },
  ],
  'community-health': [
    {
      id: 'community-prevention-level',
      stem: 'A community health nurse runs a blood pressure screening at a church. Which level of prevention is this?',
      options: ['Primary', 'Secondary', 'Tertiary', 'Quaternary'],
      answer: 1,
      rationale: 'Screening finds disease early, before symptoms: secondary prevention.',
      distractors: {
        0: 'Primary prevention stops disease before it starts (immunizations, health teaching).',
        2: 'Tertiary prevention limits disability once disease exists (cardiac rehabilitation).',
        3: 'Quaternary prevention protects against overmedicalization; a screening event is not that.',
      },
    },
  ],
  leadership: [
    {
      id: 'leadership-delegation',
      stem: 'Which task may an RN delegate to an assistive personnel (nursing assistant)?',
      options: [
        'Teaching a client how to use an inhaler',
        'Assessing a new admission',
        'Measuring vital signs of a stable client',
        'Evaluating a client\'s response to pain medication',
      ],
      answer: 2,
      rationale:
        'Routine, predictable tasks for stable clients, such as vital signs, can be delegated. Assessment, teaching and evaluation stay with the RN. State rules and facility policy decide the details.',
      distractors: {
        0: 'Teaching requires nursing judgment and stays with the licensed nurse.',
        1: 'The initial assessment of a new admission is an RN responsibility.',
        3: 'Evaluating a response to treatment is part of the nursing process and is not delegated.',
      },
    },
  ],
} as const satisfies Record<PracticeQuestionSubject, readonly PracticeQuestion[]>;
