import type { ExamPageSlug } from '@nurseprep/contracts';

export interface ExamTab {
  slug: ExamPageSlug;
  /** Tab and select label. */
  name: string;
  title: string;
  summary: string;
  covers: readonly string[];
}

/** The home page's exam tabs (GED by default, each linking to its /exams/<slug> page). */
export const examTabs: readonly ExamTab[] = [
  {
    slug: 'ged',
    name: 'GED',
    title: 'GED Preparation',
    summary: 'Finish your high school equivalency on the way to a nursing program, with lessons that start from the basics and build up.',
    covers: ['Mathematical reasoning, including algebra and word problems', 'Reasoning through language arts and essay writing', 'Science and social studies reading skills'],
  },
  {
    slug: 'teas',
    name: 'TEAS',
    title: 'ATI TEAS 7',
    summary: 'The entrance exam most nursing programs ask for: 170 questions in 209 minutes across four sections.',
    covers: ['Reading: 45 questions in 55 minutes', 'Mathematics: 38 questions in 57 minutes', 'Science: 50 questions in 60 minutes; English: 37 in 37'],
  },
  {
    slug: 'hesi',
    name: 'HESI A2',
    title: 'HESI A2 Admission Assessment',
    summary: 'An entrance exam that typically takes 2-5 hours; most schools look for scores of 75-85%, so check yours.',
    covers: ['Math, reading comprehension, vocabulary and grammar', 'Anatomy and physiology, biology and chemistry', 'Learning style and personality profile'],
  },
  {
    slug: 'nclex',
    name: 'NCLEX-RN',
    title: 'NCLEX-RN Licensure Exam',
    summary: 'The licensure exam for registered nurses: since April 2023, 85-150 questions in up to 5 hours, built around clinical judgment.',
    covers: ['Safe and effective care environment', 'Physiological integrity and pharmacology', 'Next-generation case studies and prioritization'],
  },
  {
    slug: 'ati',
    name: 'ATI',
    title: 'ATI Proctored Assessments',
    summary: 'Content-mastery and comprehensive predictor exams that many programs use through the nursing curriculum.',
    covers: ['Fundamentals, medical-surgical and pharmacology', 'Maternal-newborn, pediatrics and mental health', 'Comprehensive predictor review'],
  },
  {
    slug: 'gre',
    name: 'GRE',
    title: 'GRE for Nursing Graduate Programs',
    summary: 'Some MSN, DNP and PhD programs still ask for the GRE: we help you reach the score yours expects.',
    covers: ['Verbal reasoning and reading', 'Quantitative reasoning and data interpretation', 'Analytical writing'],
  },
  {
    slug: 'kaplan',
    name: 'Kaplan',
    title: 'Kaplan Nursing Exams',
    summary: 'Kaplan admission and integrated tests, with the reasoning strategy the questions reward.',
    covers: ['Reading, math, writing and science for admission', 'Integrated tests through the program', 'Decision-tree question strategy'],
  },
  {
    slug: 'cna',
    name: 'CNA',
    title: 'CNA Certification',
    summary: 'Prepare for both parts of the nurse aide exam: the written test and the clinical skills evaluation.',
    covers: ['Basic nursing care and client rights', 'Infection control and safety', 'Clinical skills step by step'],
  },
  {
    slug: 'coursework',
    name: 'Coursework',
    title: 'Nursing Coursework',
    summary: 'Review and tutoring for the courses that decide your progression, with memory aids that last.',
    covers: ['Pharmacology and pathophysiology', 'Medical-surgical and mental health nursing', 'Fundamentals and clinical skills'],
  },
];

export const defaultExamTab: ExamPageSlug = 'ged';
