import { examPlans } from '../data/planner-data';
import { buildPlan, weightedSubjects } from './build-plan';
import { addDays, daysBetween } from './calendar-dates';

const today = '2026-11-24';

describe('buildPlan (pure, fixed dates)', () => {
  it('lays out eight weeks for an exam eight weeks out, from this week to the day before the exam', () => {
    const plan = buildPlan({ exam: examPlans.teas, examDate: addDays(today, 56), today, hoursPerWeek: 10 });
    expect(plan.status).toBe('full');
    expect(plan.weeks.map((week) => week.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(plan.weeks[0]).toMatchObject({ start: '2026-11-24', end: '2026-11-30' });
    expect(plan.weeks[7]).toMatchObject({ start: '2027-01-12', end: '2027-01-18' });
    for (const week of plan.weeks) {
      expect(week.hours).toBeLessThanOrEqual(10);
      expect(week.hours).toBeGreaterThanOrEqual(9.5);
      for (const task of week.tasks) {
        expect(daysBetween(week.start, task.date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(task.date, week.end)).toBeGreaterThanOrEqual(0);
      }
    }
    // Every task id is unique, so ticks never collide.
    const ids = plan.weeks.flatMap((week) => week.tasks.map((task) => task.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts a diagnostic in week 1, a timed section quiz mid-way and a full simulation one to two weeks before the date', () => {
    const examDate = addDays(today, 56);
    const plan = buildPlan({ exam: examPlans.teas, examDate, today, hoursPerWeek: 10 });
    const checkpoints = plan.weeks.flatMap((week) => week.tasks.filter((task) => task.kind === 'checkpoint').map((task) => ({ week: week.number, title: task.title, date: task.date })));
    expect(checkpoints.map(({ week, title }) => [week, title])).toEqual([
      [1, 'Checkpoint: diagnostic test'],
      [4, 'Checkpoint: timed section quizzes'],
      [7, 'Checkpoint: full TEAS 7 simulation'],
    ]);
    const simulation = checkpoints[2]!;
    expect(daysBetween(simulation.date, examDate)).toBeGreaterThanOrEqual(7);
    expect(daysBetween(simulation.date, examDate)).toBeLessThanOrEqual(14);
    expect(plan.weeks[7]!.tasks.map((task) => task.title)).toEqual(expect.arrayContaining(['Final review', 'Test-day checklist']));
  });

  it('gives every subject study time, science the most before any practice result', () => {
    const plan = buildPlan({ exam: examPlans.teas, examDate: addDays(today, 56), today, hoursPerWeek: 10 });
    const hours = hoursBySubject(plan);
    expect(Object.keys(hours).sort()).toEqual(['english', 'mathematics', 'reading', 'science']);
    expect(hours.science).toBeGreaterThan(hours.reading!);
    expect(hours.reading).toBeGreaterThan(hours.english!);
    expect(plan.weighted).toEqual([]);
    // Each subject's topics come in the planner's order, one per block.
    const science = plan.weeks.flatMap((week) => week.tasks.filter((task) => task.subject === 'science'));
    expect(science[0]!.detail).toMatch(/^Levels of organization, body planes and directional terms\. /);
    expect(science[1]!.detail).toMatch(/^Cells, tissues and the integumentary system\. /);
  });

  it('weights the weakest categories: the lower the percent, the more hours', () => {
    const weakest = [
      { category: 'mathematics', percent: 30 },
      { category: 'reading', percent: 55 },
      { category: 'english', percent: 90 },
    ];
    const plan = buildPlan({ exam: examPlans.teas, examDate: addDays(today, 56), today, hoursPerWeek: 10, weakest });
    const hours = hoursBySubject(plan);
    expect(plan.weighted.map((entry) => entry.slug)).toEqual(['mathematics', 'reading']);
    expect(hours.mathematics).toBeGreaterThan(hours.reading!);
    expect(hours.reading).toBeGreaterThan(hours.science!);
    const plain = hoursBySubject(buildPlan({ exam: examPlans.teas, examDate: addDays(today, 56), today, hoursPerWeek: 10 }));
    expect(hours.english).toBeLessThan(plain.english!);
    expect(weightedSubjects(examPlans.teas.subjects, [{ category: 'mathematics', percent: 0 }]).subjects.find((subject) => subject.slug === 'mathematics')?.weight).toBe(3);
  });

  it('rotates a small weekly budget through all eight NCLEX categories', () => {
    const plan = buildPlan({ exam: examPlans.nclex, examDate: addDays(today, 70), today, hoursPerWeek: 3 });
    expect(plan.weeks).toHaveLength(10);
    expect(Object.keys(hoursBySubject(plan))).toHaveLength(8);
  });

  it('makes a shorter final-days plan, with the reason, for a date under a week away', () => {
    const plan = buildPlan({ exam: examPlans.hesi, examDate: addDays(today, 4), today, hoursPerWeek: 10 });
    expect(plan).toMatchObject({ status: 'short', daysLeft: 4 });
    expect(plan.weeks).toHaveLength(1);
    const tasks = plan.weeks[0]!.tasks;
    expect(tasks.filter((task) => task.kind === 'study')).toHaveLength(3);
    expect(tasks.at(-1)).toMatchObject({ title: 'Test-day checklist', date: addDays(today, 3) });
    expect(tasks.every((task) => daysBetween(task.date, addDays(today, 4)) >= 1)).toBe(true);
  });

  it('makes a final review for today, never an error, for a date that has passed or is today', () => {
    for (const examDate of ['2026-11-01', today]) {
      const plan = buildPlan({ exam: examPlans.nclex, examDate, today, hoursPerWeek: 5 });
      expect(plan.status).toBe('past');
      expect(plan.weeks).toHaveLength(1);
      expect(plan.weeks[0]!.tasks.map((task) => [task.title, task.date])).toEqual([
        ['Final review', today],
        ['Test-day checklist', today],
      ]);
    }
  });

  it('counts a partial last week as a week (60 days: 9 weeks, the last ending the day before the exam)', () => {
    const plan = buildPlan({ exam: examPlans.teas, examDate: addDays(today, 60), today, hoursPerWeek: 8 });
    expect(plan.weeks).toHaveLength(9);
    expect(plan.weeks[8]).toMatchObject({ start: addDays(today, 56), end: addDays(today, 59) });
  });

  it('gives the same plan for the same inputs', () => {
    const input = { exam: examPlans.hesi, examDate: addDays(today, 35), today, hoursPerWeek: 6 };
    expect(buildPlan(input)).toEqual(buildPlan(input));
  });
});

function hoursBySubject(plan: ReturnType<typeof buildPlan>): Record<string, number> {
  const hours: Record<string, number> = {};
  for (const task of plan.weeks.flatMap((week) => week.tasks)) if (task.subject) hours[task.subject] = (hours[task.subject] ?? 0) + task.hours;
  return hours;
}
