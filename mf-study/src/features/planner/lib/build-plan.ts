import type { Checkpoint, ExamPlanData, PlanSubject } from '../data/planner-data';
import { addDays, daysBetween } from './calendar-dates';

export type TaskKind = 'study' | 'checkpoint' | 'review' | 'rest';

export interface PlanTask {
  /** Stable for the same plan inputs (ticks are stored by id). */
  id: string;
  kind: TaskKind;
  title: string;
  detail: string;
  hours: number;
  /** The suggested day, YYYY-MM-DD. */
  date: string;
  /** The subject slug of a study block. */
  subject?: string;
}

export interface PlanWeek {
  number: number;
  start: string;
  end: string;
  focus: string;
  hours: number;
  tasks: PlanTask[];
}

export interface WeakCategory {
  category: string;
  percent: number;
}

export interface StudyPlan {
  /** full: weeks to the exam; short: under a week (a final-days plan); past: the date is today or gone. */
  status: 'full' | 'short' | 'past';
  daysLeft: number;
  weeks: PlanWeek[];
  /** The subjects given extra time, weakest first, with their percent. */
  weighted: { slug: string; label: string; percent: number }[];
}

export interface PlanInput {
  exam: ExamPlanData;
  examDate: string;
  today: string;
  hoursPerWeek: number;
  /** Latest practice percent per category; under 70% gets more time. */
  weakest?: readonly WeakCategory[];
}

/** A category under this percent counts as weak. */
export const WEAK_BELOW = 70;
/** Study blocks are whole half hours. */
const UNIT = 0.5;

/** A weak category's time grows with its gap: 0% gets three times the base share, 69% a little more than it. */
export function weightedSubjects(subjects: readonly PlanSubject[], weakest: readonly WeakCategory[] = []): { subjects: PlanSubject[]; weighted: StudyPlan['weighted'] } {
  const percents = new Map(weakest.filter((entry) => entry.percent < WEAK_BELOW).map((entry) => [entry.category, entry.percent]));
  const weighted = subjects
    .filter((subject) => percents.has(subject.slug))
    .map((subject) => ({ slug: subject.slug, label: subject.label, percent: percents.get(subject.slug) ?? 0 }))
    .sort((first, second) => first.percent - second.percent);
  return {
    subjects: subjects.map((subject) => {
      const percent = percents.get(subject.slug);
      return percent === undefined ? subject : { ...subject, weight: subject.weight * (1 + (WEAK_BELOW - percent) / 35) };
    }),
    weighted,
  };
}

/**
 * Hands out a week's half-hour units one at a time to the subject owed the most so far (owed grows by each
 * subject's share every week), so a small weekly budget rotates through every subject and the weak ones come
 * round more often.
 */
function allocate(units: number, subjects: readonly PlanSubject[], owed: Map<string, number>): Map<string, number> {
  const total = subjects.reduce((sum, subject) => sum + subject.weight, 0);
  const given = new Map<string, number>();
  for (const subject of subjects) owed.set(subject.slug, (owed.get(subject.slug) ?? 0) + (units * subject.weight) / total);
  for (let unit = 0; unit < units; unit += 1) {
    let best: PlanSubject | undefined;
    for (const subject of subjects) if (!best || (owed.get(subject.slug) ?? 0) > (owed.get(best.slug) ?? 0)) best = subject;
    if (!best) break;
    owed.set(best.slug, (owed.get(best.slug) ?? 0) - 1);
    given.set(best.slug, (given.get(best.slug) ?? 0) + 1);
  }
  return given;
}

/** A study block's topic (the subject's topics in turn) and what to do with it. */
function studyDetail(subject: PlanSubject, block: number, weak: boolean): string {
  const topic = subject.topics.length ? subject.topics[block % subject.topics.length] : null;
  const task = 'Review the content, then practice questions and flashcards; log every miss.';
  return [weak ? 'Weak area from your practice results.' : null, topic ? `${topic}.` : null, task].filter(Boolean).join(' ');
}

const roundHours = (hours: number) => Math.round(hours / UNIT) * UNIT;

function checkpointTask(id: string, checkpoint: Checkpoint, date: string, hoursPerWeek: number): PlanTask {
  return { id, kind: 'checkpoint', title: checkpoint.title, detail: checkpoint.detail, hours: Math.min(checkpoint.hours, hoursPerWeek), date };
}

function focusOf(week: number, weeks: number, marks: { quiz: number | null; simulation: number | null }): string {
  if (week === weeks) return 'Final review and test day';
  if (week === 1) return 'Diagnostic and foundations';
  if (week === marks.simulation) return 'Full simulation and targeted review';
  if (week === marks.quiz) return 'Content review and a timed checkpoint';
  return marks.quiz !== null && week < marks.quiz ? 'Content review' : 'Timed practice and weak areas';
}

/** The final days (exam under a week away, or already past): one short task a day, then the test-day list. */
function finalDays(input: PlanInput, daysLeft: number, subjects: readonly PlanSubject[]): PlanWeek {
  const days = Math.max(daysLeft, 0);
  const bySize = [...subjects].sort((first, second) => second.weight - first.weight);
  const tasks: PlanTask[] = [];
  const daily = roundHours(Math.min(2, Math.max(UNIT, input.hoursPerWeek / 7)));
  // Up to the day before the exam: the weakest subjects first; the last day before is light.
  for (let day = 0; day < days - 1; day += 1) {
    const subject = bySize[day % Math.max(1, bySize.length)];
    if (!subject) break;
    tasks.push({
      id: `final-${day + 1}-${subject.slug}`,
      kind: 'study',
      title: `${subject.label}: targeted review`,
      detail: 'Practice questions in this area, then re-work every miss from your error log; no new topics.',
      hours: daily,
      date: addDays(input.today, day),
      subject: subject.slug,
    });
  }
  if (days >= 1) {
    tasks.push({ id: 'final-light', kind: 'review', title: 'Light review', detail: input.exam.finalReview, hours: UNIT, date: addDays(input.examDate, -1) });
  } else {
    tasks.push({ id: 'final-review', kind: 'review', title: 'Final review', detail: input.exam.finalReview, hours: daily, date: input.today });
  }
  tasks.push({
    id: 'final-test-day',
    kind: 'review',
    title: 'Test-day checklist',
    detail: input.exam.testDay.join(' '),
    hours: UNIT,
    date: days >= 1 ? addDays(input.examDate, -1) : input.today,
  });
  const end = days >= 1 ? addDays(input.examDate, -1) : input.today;
  return { number: 1, start: input.today, end, focus: 'Final days', hours: tasks.reduce((sum, task) => sum + task.hours, 0), tasks };
}

/**
 * The study plan from this week to the exam, one week at a time (the 8-week TEAS planner is the model):
 * a diagnostic in week 1, a timed checkpoint mid-way, a full simulation one to two weeks before the date and a
 * final review; study blocks shared among the subjects by weight, weak categories weighted up. A date under a
 * week away or already past gives a final-days plan. Pure: the same inputs always give the same plan.
 */
export function buildPlan(input: PlanInput): StudyPlan {
  const daysLeft = daysBetween(input.today, input.examDate);
  const { subjects, weighted } = weightedSubjects(input.exam.subjects, input.weakest);
  if (daysLeft < 7) {
    return { status: daysLeft <= 0 ? 'past' : 'short', daysLeft, weeks: [finalDays(input, daysLeft, subjects)], weighted };
  }

  const weekCount = Math.ceil(daysLeft / 7);
  const marks = {
    simulation: weekCount >= 3 ? weekCount - 1 : null,
    quiz: weekCount >= 4 ? Math.ceil(weekCount / 2) : null,
  };
  const owed = new Map<string, number>();
  // How many blocks each subject has had, so its topics come round in order.
  const blocks = new Map<string, number>();
  const weeks: PlanWeek[] = [];

  for (let number = 1; number <= weekCount; number += 1) {
    const start = addDays(input.today, (number - 1) * 7);
    const lastDay = addDays(input.examDate, -1);
    const end = daysBetween(addDays(start, 6), lastDay) < 0 ? lastDay : addDays(start, 6);
    const dayCount = daysBetween(start, end) + 1;
    const day = (index: number) => addDays(start, Math.min(index, dayCount - 1));
    const tasks: PlanTask[] = [];

    let budget = input.hoursPerWeek;
    if (number === 1 && weekCount >= 2) tasks.push(checkpointTask(`w${number}-diagnostic`, input.exam.diagnostic, day(5), input.hoursPerWeek));
    if (number === marks.quiz) tasks.push(checkpointTask(`w${number}-section-quiz`, input.exam.sectionQuiz, day(6), input.hoursPerWeek));
    if (number === marks.simulation) tasks.push(checkpointTask(`w${number}-simulation`, input.exam.simulation, day(5), input.hoursPerWeek));
    if (number === weekCount) {
      const review = roundHours(Math.max(UNIT, input.hoursPerWeek / 3));
      tasks.push({ id: `w${number}-final-review`, kind: 'review', title: 'Final review', detail: input.exam.finalReview, hours: review, date: dayCount >= 2 ? addDays(end, -1) : end });
      tasks.push({ id: `w${number}-test-day`, kind: 'review', title: 'Test-day checklist', detail: input.exam.testDay.join(' '), hours: UNIT, date: end });
    }
    budget -= tasks.reduce((sum, task) => sum + task.hours, 0);

    const units = Math.max(0, Math.floor(budget / UNIT));
    const given = allocate(units, subjects, owed);
    // Study days: every day but the rest day (the 5th) and the checkpoint days, one block per day in turn.
    const busy = new Set(tasks.map((task) => task.date));
    const studyDays = Array.from({ length: dayCount }, (_, index) => day(index)).filter((date, index) => (dayCount < 7 || index !== 4) && !busy.has(date));
    const days = studyDays.length ? studyDays : [day(0)];
    let slot = 0;
    for (const subject of subjects) {
      const count = given.get(subject.slug) ?? 0;
      if (!count) continue;
      tasks.push({
        id: `w${number}-${subject.slug}`,
        kind: 'study',
        title: subject.label,
        detail: studyDetail(subject, blocks.get(subject.slug) ?? 0, weighted.some((entry) => entry.slug === subject.slug)),
        hours: count * UNIT,
        date: days[slot % days.length] as string,
        subject: subject.slug,
      });
      slot += 1;
      blocks.set(subject.slug, (blocks.get(subject.slug) ?? 0) + 1);
    }
    tasks.sort((first, second) => first.date.localeCompare(second.date));
    weeks.push({ number, start, end, focus: focusOf(number, weekCount, marks), hours: tasks.reduce((sum, task) => sum + task.hours, 0), tasks });
  }
  return { status: 'full', daysLeft, weeks, weighted };
}
