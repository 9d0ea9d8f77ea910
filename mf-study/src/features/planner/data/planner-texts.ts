import { studyPlanLimits } from '@nurseprep/contracts/flashcard-decks';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';

const { minHoursPerWeek, maxHoursPerWeek } = studyPlanLimits;

export const plannerPages: Record<PlannerExamSlug, { title: string; documentTitle: string; lead: string }> = {
  teas: {
    title: 'ATI TEAS 7 Study Planner',
    documentTitle: 'Free TEAS 7 Study Planner: a Week-by-Week Plan to Your Test Date',
    lead: 'Give your test date and the hours you can study each week: get a week-by-week plan with timed checkpoints, weighted toward your weakest sections.',
  },
  hesi: {
    title: 'HESI A2 Study Planner',
    documentTitle: 'Free HESI A2 Study Planner: a Week-by-Week Plan to Your Test Date',
    lead: 'Give your test date and the hours you can study each week: get a week-by-week plan with timed checkpoints, weighted toward your weakest sections.',
  },
  nclex: {
    title: 'NCLEX-RN Study Planner',
    documentTitle: 'Free NCLEX-RN Study Planner: a Week-by-Week Plan to Your Exam Date',
    lead: 'Give your exam date and the hours you can study each week: get a week-by-week plan with timed checkpoints, weighted toward your weakest client-needs categories.',
  },
};

export const plannerTexts = {
  form: {
    heading: 'Your exam and your time',
    date: 'Exam date',
    dateHint: 'The day you sit the exam.',
    hours: 'Hours per week',
    hoursHint: `Whole hours, ${minHoursPerWeek} to ${maxHoursPerWeek}. About 8 to 12 fits most people with a job.`,
    submit: 'Build my plan',
    update: 'Update my plan',
    dateMissing: 'Enter your exam date.',
    hoursInvalid: `Enter a whole number of hours from ${minHoursPerWeek} to ${maxHoursPerWeek}.`,
  },
  messages: {
    past: 'That date is today or has passed, so there is no time left for a weekly plan. If your exam has moved, enter the new date. Here is a final review you can do now.',
    short: (days: number) => `Your exam is ${days === 1 ? 'tomorrow' : `in ${days} days`}: too close for a weekly plan. Here is a shorter plan for the final days.`,
  },
  summary: (weeks: number, date: string, hours: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'} to your exam on ${date}, about ${hours} ${hours === 1 ? 'hour' : 'hours'} a week.`,
  weighted: (labels: string) => `More time for your weakest areas: ${labels}.`,
  progress: (done: number, total: number) => `${done} of ${total} tasks done`,
  planHeading: 'Your plan',
  weekHeading: (number: number) => `Week ${number}`,
  finalHeading: 'Final days',
  weekRange: (start: string, end: string) => (start === end ? start : `${start} to ${end}`),
  weekHours: (hours: number) => `${hours} h`,
  taskHours: (hours: number) => `${hours} h`,
  checkpoint: 'Checkpoint',
  download: 'Download calendar (.ics)',
  print: 'Print plan',
  saveFailed: 'Your ticks could not be saved. Check your connection and try again.',
  retry: 'Try again',
  savedVisitor: 'Your plan and ticks are kept in this browser. Create a free account to keep them on every device.',
  signUp: 'Create a free account',
  moreHeading: 'Study with the plan',
  practice: (exam: string) => `${exam} practice questions`,
  flashcards: (exam: string) => `${exam} flashcards`,
  examPage: (exam: string) => `${exam} exam page`,
  loading: 'Loading your plan...',
  fileName: (exam: string) => `${exam}-study-plan.ics`,
} as const;
