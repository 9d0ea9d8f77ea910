/** The coursework page's clinical skills area (the anchor /exams/coursework#clinical). */
export const clinicalTexts = {
  anchorId: 'clinical',
  heading: 'Clinical Skills Support',
  lead: 'Clinical courses test what you do at the bedside as much as what you know. Review the essentials before each rotation or skills check-off.',
  tabsLabel: 'Clinical skill areas',
};

export interface ClinicalTopic {
  title: string;
  points: string[];
}

export interface ClinicalSkillArea {
  id: 'assessment' | 'documentation' | 'skills' | 'care-plans';
  label: string;
  intro: string;
  topics: ClinicalTopic[];
}

export const DEFAULT_CLINICAL_AREA: ClinicalSkillArea['id'] = 'assessment';

export const clinicalSkillAreas: ClinicalSkillArea[] = [
  {
    id: 'assessment',
    label: 'Health Assessment',
    intro: 'A systematic assessment finds changes early. Practise the same order every time so nothing is missed.',
    topics: [
      {
        title: 'Techniques in order',
        points: [
          'Inspection, palpation, percussion, then auscultation for most body systems.',
          'For the abdomen: inspect, auscultate, then percuss and palpate, since touching the abdomen first can change bowel sounds.',
          'Compare left with right, and move from the least to the most uncomfortable area.',
        ],
      },
      {
        title: 'Adult vital signs at rest',
        points: [
          'Heart rate 60-100 beats per minute; respirations 12-20 breaths per minute.',
          'Oxygen saturation 95-100% in most healthy adults; follow the target set for your patient.',
          'Normal blood pressure is below 120/80 mm Hg; always compare with the patient\'s own baseline.',
        ],
      },
      {
        title: 'Pain',
        points: [
          'Ask about onset, provocation, quality, region and radiation, severity and timing (OPQRST).',
          'Use a scale the patient can use, such as 0-10 numeric, FACES, or a behavioural scale for patients who cannot self-report.',
          'Reassess after every intervention and document the response.',
        ],
      },
    ],
  },
  {
    id: 'documentation',
    label: 'Documentation',
    intro: 'The chart is a legal record and the next nurse\'s starting point: write what you saw and did, when you did it.',
    topics: [
      {
        title: 'Charting principles',
        points: [
          'Chart promptly, never before a task is done, and label late entries as late.',
          'Separate subjective data (what the patient says, in quotes) from objective data (what you observe and measure).',
          'Avoid abbreviations on The Joint Commission\'s "Do Not Use" list, such as U for units and QD for daily.',
        ],
      },
      {
        title: 'Handoff with SBAR',
        points: [
          'Situation: what is happening now.',
          'Background: the relevant history and context.',
          'Assessment: what you think the problem is. Recommendation: what you need or suggest next.',
        ],
      },
    ],
  },
  {
    id: 'skills',
    label: 'Clinical Skills',
    intro: 'Check-offs reward safe, consistent habits more than speed.',
    topics: [
      {
        title: 'Safety first',
        points: [
          'Identify the patient with two identifiers, such as full name and date of birth, never the room number.',
          'Perform hand hygiene before and after every patient contact.',
          'Keep a sterile field in view and above waist level; if in doubt about sterility, consider it contaminated.',
        ],
      },
      {
        title: 'Medication administration',
        points: [
          'Check the rights: right patient, drug, dose, route and time, plus right documentation.',
          'Perform the three checks against the order and the label before giving any medication.',
          'Know why the patient is getting each drug and what to assess before and after giving it.',
        ],
      },
    ],
  },
  {
    id: 'care-plans',
    label: 'Care Plans',
    intro: 'Care plans put the nursing process on paper: assess, diagnose, plan, implement and evaluate (ADPIE).',
    topics: [
      {
        title: 'Writing the nursing diagnosis',
        points: [
          'Use a NANDA-I label, related to the cause, as evidenced by the signs and symptoms you found.',
          'Prioritise with Maslow\'s hierarchy and airway, breathing, circulation.',
        ],
      },
      {
        title: 'Goals and evaluation',
        points: [
          'Write patient-centred goals that are specific, measurable, achievable, relevant and time-bound.',
          'Give a rationale for each intervention and evaluate whether the goal was met, partly met or not met.',
        ],
      },
    ],
  },
];
