import styled from 'styled-components';
import { Badge, Button, Download, FileText, VisuallyHidden } from '@nurseprep/shared-ui';
import type { PlanTask, PlanWeek, StudyPlan } from '../lib/build-plan';
import { longDay, shortDay } from '../lib/calendar-dates';
import { plannerTexts as texts } from '../data/planner-texts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Weeks = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Week = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const WeekHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tasks = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Task = styled.li<{ $checkpoint: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} 12px`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.md} 20px`};
  }
  border-left: 4px solid ${({ theme, $checkpoint }) => ($checkpoint ? theme.colors.accent : 'transparent')};
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-state='done'] label span:first-child {
    text-decoration: line-through;
  }
`;

const Hours = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

export interface PlanViewProps {
  plan: StudyPlan;
  examDate: string;
  hoursPerWeek: number;
  completed: ReadonlySet<string>;
  onToggle: (taskId: string, done: boolean) => void;
  onDownload: () => void;
  onPrint: () => void;
}

function TaskItem({ task, done, onToggle }: { task: PlanTask; done: boolean; onToggle: (taskId: string, done: boolean) => void }) {
  const inputId = `task-${task.id}`;
  return (
    <Task $checkpoint={task.kind === 'checkpoint'} data-state={done ? 'done' : 'open'} data-kind={task.kind}>
      <input id={inputId} type="checkbox" checked={done} onChange={(event) => onToggle(task.id, event.target.checked)} aria-describedby={`${inputId}-detail`} />
      <div>
        <label htmlFor={inputId}>
          <span>{task.title}</span>
          {task.kind === 'checkpoint' ? <Badge variant="warning">{texts.checkpoint}</Badge> : null}
          <VisuallyHidden>, {shortDay(task.date)}</VisuallyHidden>
        </label>
        <p id={`${inputId}-detail`}>
          {shortDay(task.date)}: {task.detail}
        </p>
      </div>
      <Hours>{texts.taskHours(task.hours)}</Hours>
    </Task>
  );
}

function WeekSection({ week, final, completed, onToggle }: { week: PlanWeek; final: boolean; completed: ReadonlySet<string>; onToggle: PlanViewProps['onToggle'] }) {
  const headingId = `week-${week.number}-heading`;
  return (
    <li>
      <Week aria-labelledby={headingId} data-week={week.number}>
        <WeekHeader>
          <h3 id={headingId}>
            {final ? texts.finalHeading : texts.weekHeading(week.number)}: {week.focus}
          </h3>
          <p>
            {texts.weekRange(shortDay(week.start), shortDay(week.end))} · {texts.weekHours(week.hours)}
          </p>
        </WeekHeader>
        <Tasks>
          {week.tasks.map((task) => (
            <TaskItem key={task.id} task={task} done={completed.has(task.id)} onToggle={onToggle} />
          ))}
        </Tasks>
      </Week>
    </li>
  );
}

/** The plan: a message for a date too close or past, the summary, the weeks with their tasks to tick, download and print. */
export function PlanView({ plan, examDate, hoursPerWeek, completed, onToggle, onDownload, onPrint }: PlanViewProps) {
  const tasks = plan.weeks.flatMap((week) => week.tasks);
  const done = tasks.filter((task) => completed.has(task.id)).length;
  const message = plan.status === 'past' ? texts.messages.past : plan.status === 'short' ? texts.messages.short(plan.daysLeft) : null;
  return (
    <>
      {message ? <Message role="status">{message}</Message> : null}
      <Toolbar>
        <div>
          {plan.status === 'full' ? <p>{texts.summary(plan.weeks.length, longDay(examDate), hoursPerWeek)}</p> : null}
          {plan.weighted.length ? <p>{texts.weighted(plan.weighted.map((entry) => `${entry.label} (${Math.round(entry.percent)}%)`).join(', '))}</p> : null}
          <p>
            <strong>{texts.progress(done, tasks.length)}</strong>
          </p>
        </div>
        <Actions data-print-hide>
          <Button onClick={onDownload}>
            <Download aria-hidden="true" />
            {texts.download}
          </Button>
          <Button variant="outline" onClick={onPrint}>
            <FileText aria-hidden="true" />
            {texts.print}
          </Button>
        </Actions>
      </Toolbar>
      <Weeks aria-label={texts.planHeading}>
        {plan.weeks.map((week) => (
          <WeekSection key={week.number} week={week} final={plan.status !== 'full'} completed={completed} onToggle={onToggle} />
        ))}
      </Weeks>
    </>
  );
}
