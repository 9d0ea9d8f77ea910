import { ClipboardList, HeartPulse, ShieldCheck, Stethoscope, Users } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { PricedExamPageData } from './types';

/** /exams/cna: the CNA exam page (prices come from the catalogue). */
export const cnaPage: PricedExamPageData = {
  intro: {
    title: 'CNA Certification Exam Preparation',
    lead: 'Prepare for both parts of the certified nursing assistant exam: the written (or oral) knowledge test and the hands-on skills evaluation.',
  },
  actions: [
    { label: 'See Packages', href: '#packages' },
    { label: 'Book a CNA Tutor', href: tutoringBookingHref('CNA'), variant: 'outline' },
  ],
  about: {
    heading: 'About the CNA Exam',
    paragraphs: [
      'To work as a nurse aide in a nursing home in the United States, you complete a state-approved training program (federal rules require at least 75 hours, including 16 hours of supervised practical training) and pass your state\'s competency exam. You are then listed on the state\'s nurse aide registry.',
      'Many states use the National Nurse Aide Assessment Program (NNAAP) exam; others use their own. Test providers, fees and the skills list differ by state, so check with your state\'s nurse aide registry or your training program.',
    ],
  },
  sections: [
    {
      id: 'cna-components',
      heading: 'Exam Components',
      lead: 'You must pass both parts. The details below are for the NNAAP exam.',
      cards: [
        {
          title: 'Written or oral exam',
          description: '70 multiple-choice questions in 2 hours, 10 of them unscored pretest questions. An oral version, read aloud, can be requested when you apply.',
          icon: ClipboardList,
        },
        {
          title: 'Skills evaluation',
          description: 'Five skills performed in front of a nurse evaluator, on a volunteer or a mannequin: hand hygiene, plus four chosen at random from the published skills list.',
          icon: Users,
        },
      ],
    },
    {
      id: 'cna-skills',
      heading: 'Skill Areas',
      cards: [
        {
          title: 'Infection control',
          description: 'Hand hygiene, gloves and gowns, and clean versus dirty at every step.',
          icon: ShieldCheck,
        },
        {
          title: 'Measurements',
          description: 'Radial pulse, respirations, manual blood pressure, weight, and urinary output recorded accurately.',
          icon: Stethoscope,
        },
        {
          title: 'Personal care',
          description: 'Mouth care, denture care, bathing, dressing, feeding and perineal care with dignity and privacy.',
          icon: HeartPulse,
        },
        {
          title: 'Mobility and positioning',
          description: 'Transfers with a gait belt, ambulation, turning to the side and range-of-motion exercises.',
          icon: Users,
        },
      ],
    },
  ],
  study: {
    heading: 'Study Area',
    lead: 'Review what the written exam covers, rehearse the skills, then practise.',
    label: 'CNA study area',
    defaultTab: 'materials',
    tabs: [
      {
        id: 'materials',
        label: 'Study Materials',
        intro: 'The written exam covers physical care, psychosocial care and the role of the nurse aide.',
        guides: [
          {
            title: 'Written exam topics',
            points: [
              'Activities of daily living: hygiene, dressing, nutrition and hydration, elimination, rest and comfort.',
              'Safety and emergencies: fall prevention, call light in reach, bed in the lowest position, choking response.',
              'Residents\' rights, privacy, communication, and reporting changes to the nurse.',
            ],
          },
          {
            title: 'Normal adult values to know',
            points: [
              'Pulse 60 to 100 beats per minute; respirations 12 to 20 breaths per minute.',
              'Blood pressure below 120/80 mm Hg is normal; report readings outside the range the nurse gives you.',
              'Oral temperature about 97.6 to 99.6 °F (36.4 to 37.6 °C); follow your facility\'s ranges.',
            ],
          },
        ],
      },
      {
        id: 'skills',
        label: 'Skills',
        intro: 'Evaluators check steps called critical elements: miss one and you may fail that skill, so rehearse each one the same way every time.',
        guides: [
          {
            title: 'Every skill, every time',
            points: [
              'Knock, introduce yourself, identify the resident and explain what you will do.',
              'Provide privacy with a curtain, screen or door.',
              'Finish with the call light in reach, the bed low, and hand hygiene.',
            ],
          },
          {
            title: 'Hand hygiene',
            points: [
              'Wet hands and wrists, apply soap, and rub all surfaces for at least 20 seconds.',
              'Keep fingertips lower than the elbows while washing and rinsing.',
              'Dry with a clean paper towel and use a dry paper towel to turn off the faucet.',
            ],
          },
        ],
      },
      {
        id: 'practice',
        label: 'Practice',
        intro: 'Questions in the style of the written exam, with the reasoning for every option.',
        guides: [
          {
            title: 'How to use these questions',
            points: ['Answer first, then read the explanation.', 'When two options seem right, pick the one that keeps the resident safest.'],
          },
        ],
        practice: [
          {
            question: 'A resident who usually walks with help says she feels dizzy while you are helping her to the bathroom. What should you do first?',
            options: [
              'Help her keep walking so she does not fall behind schedule.',
              'Help her sit down or ease her safely to the floor, then call for the nurse.',
              'Leave her standing and go to find the nurse.',
              'Give her a glass of water and continue.',
            ],
            answerIndex: 1,
            explanation: 'Safety comes first: a dizzy resident may faint, so get her seated, or lower her gently to the floor if she starts to fall, and then report to the nurse. Continuing or leaving her alone risks a fall, and giving water does not address the danger.',
          },
          {
            question: 'Before giving mouth care to a resident who is unconscious, how should you position the resident?',
            options: ['Flat on the back', 'On the side with the head turned toward you', 'Sitting fully upright', 'Face down'],
            answerIndex: 1,
            explanation: 'Turning the resident on the side lets fluid drain out of the mouth instead of into the airway, reducing the risk of aspiration. Lying flat on the back lets fluid pool in the throat, an unconscious resident cannot be kept safely upright, and face down blocks access and breathing.',
          },
        ],
      },
    ],
  },
  offers: { selfStudy: 'cna-self-study', premium: 'cna-premium', tutoring: 'cna-tutoring' },
  pricesHeading: 'CNA Packages',
  materialsSlug: 'cna',
  materialsLead: 'A skills checklist and written-exam practice for the CNA exam, free to read here.',
  tutoring: {
    heading: 'Work with a CNA Tutor',
    lead: 'Rehearse your skills with feedback, or work through written-exam topics one-on-one.',
    exam: 'CNA',
  },
};
