import { examPlans } from '../data/planner-data';
import { buildPlan } from './build-plan';
import { addDays } from './calendar-dates';
import { escapeText, foldLine, planToIcs } from './ics';

/** RFC 5545 read back: unfold (CRLF followed by one space or tab), split into components and properties. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text.replace(/\r\n[ \t]/g, '').slice(0, -2).split('\r\n');
  const stack: { name: string; properties: { name: string; params: string; value: string }[]; children: unknown[] }[] = [];
  let root: (typeof stack)[number] | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(';');
    if (name === 'BEGIN') {
      const component = { name: value, properties: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
      root ??= component;
    } else if (name === 'END') {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack.at(-1)!.properties.push({ name: name!, params: params.join(';'), value });
    }
  }
  expect(stack).toHaveLength(0);
  return root!;
}

const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([\\;,])/g, '$1');

describe('the .ics download', () => {
  const today = '2026-11-24';
  const plan = buildPlan({ exam: examPlans.teas, examDate: addDays(today, 56), today, hoursPerWeek: 10 });
  const stamp = new Date('2026-11-24T15:04:05.000Z');
  const text = planToIcs(plan, { examLabel: 'ATI TEAS 7', stamp, domain: 'nurseprep.example', url: 'https://nurseprep.example/exams/teas/planner' });
  const calendar = parseIcs(text);
  const events = calendar.children as ReturnType<typeof parseIcs>[];
  const property = (event: ReturnType<typeof parseIcs>, name: string) => event.properties.find((entry) => entry.name === name)?.value;

  it('is a VCALENDAR 2.0 with one VEVENT per study block and checkpoint of the plan', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION')).toBe('2.0');
    expect(property(calendar, 'PRODID')).toBeTruthy();
    const tasks = plan.weeks.flatMap((week) => week.tasks);
    expect(events).toHaveLength(tasks.length);
    expect(events.every((event) => event.name === 'VEVENT')).toBe(true);
  });

  it('gives every event a unique UID, the DTSTAMP in UTC, a start on its day and its duration', () => {
    const uids = events.map((event) => property(event, 'UID'));
    expect(new Set(uids).size).toBe(events.length);
    for (const event of events) {
      expect(property(event, 'DTSTAMP')).toBe('20261124T150405Z');
      expect(property(event, 'DTSTART')).toMatch(/^\d{8}T\d{6}$/);
      expect(property(event, 'DURATION')).toMatch(/^PT(\d+H)?(\d+M)?$/);
    }
    const first = plan.weeks[0]!.tasks[0]!;
    const event = events[0]!;
    expect(property(event, 'DTSTART')).toBe(`${first.date.replace(/-/g, '')}T180000`);
    expect(unescape(property(event, 'SUMMARY')!)).toBe(`ATI TEAS 7: ${first.title} (${first.hours} h)`);
    expect(unescape(property(event, 'DESCRIPTION')!)).toBe(`${first.detail}\nhttps://nurseprep.example/exams/teas/planner`);
  });

  it('places blocks of one day one after another', () => {
    const byDay = new Map<string, string[]>();
    for (const event of events) {
      const start = property(event, 'DTSTART')!;
      byDay.set(start.slice(0, 8), [...(byDay.get(start.slice(0, 8)) ?? []), start.slice(9)]);
    }
    for (const starts of byDay.values()) expect(new Set(starts).size).toBe(starts.length);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
