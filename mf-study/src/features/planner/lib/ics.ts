import type { PlanTask, StudyPlan } from './build-plan';

/**
 * The plan as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets (never inside a UTF-8
 * character), TEXT values escaped, a UID and DTSTAMP on every event, one VEVENT per study block or checkpoint.
 * Events are in floating local time from 18:00, one after another on a day with several blocks.
 */
const encoder = new TextEncoder();

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces; continuation lines start with one space (which counts). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

function utcStamp(moment: Date): string {
  return moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function duration(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${whole ? `${whole}H` : ''}${rest || !whole ? `${rest}M` : ''}`;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
}

export interface IcsOptions {
  /** Names the calendar and each event ('ATI TEAS 7'). */
  examLabel: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  /** The domain in each UID. */
  domain: string;
  /** Appended to each event's description (the planner's URL). */
  url?: string;
}

const FIRST_START = 18 * 60;

export function planToIcs(plan: StudyPlan, { examLabel, stamp, domain, url }: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//NursePrep Academy//Study planner//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(`${examLabel} study plan`)}`];
  const startOfDay = new Map<string, number>();
  const tasks: PlanTask[] = plan.weeks.flatMap((week) => week.tasks).filter((task) => task.hours > 0);
  for (const task of tasks) {
    const start = startOfDay.get(task.date) ?? FIRST_START;
    const minutes = Math.round(task.hours * 60);
    startOfDay.set(task.date, start + minutes);
    const description = [task.detail, url].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${task.id}-${compactDate(task.date)}@${domain}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART:${compactDate(task.date)}T${clock(Math.min(start, 23 * 60))}`,
      `DURATION:${duration(task.hours)}`,
      `SUMMARY:${escapeText(`${examLabel}: ${task.title} (${task.hours} h)`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `CATEGORIES:${task.kind === 'checkpoint' ? 'CHECKPOINT' : task.kind === 'study' ? 'STUDY' : 'REVIEW'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
