import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { studyPlanLimits } from '@nurseprep/contracts/flashcard-decks';
import { Button, Card, CardContent, CardHeader, CardTitle, Calendar, TextField } from '@nurseprep/shared-ui';
import { plannerTexts as texts } from '../data/planner-texts';
import { isValidDate } from '../lib/calendar-dates';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    button {
      margin-top: 1.75rem;
    }
  }
`;

export interface PlanFormValues {
  examDate: string;
  hoursPerWeek: number;
}

export interface PlanFormProps {
  /** The saved plan's values, once known (the form starts empty on the server and the first render). */
  initial: PlanFormValues | null;
  hasPlan: boolean;
  onSubmit: (values: PlanFormValues) => void;
}

/** Exam date and hours per week; checked on submit, the first wrong field focused. */
export function PlanForm({ initial, hasPlan, onSubmit }: PlanFormProps) {
  const [examDate, setExamDate] = useState(initial?.examDate ?? '');
  const [hours, setHours] = useState(initial ? String(initial.hoursPerWeek) : '10');
  const [errors, setErrors] = useState<{ date?: string; hours?: string }>({});
  const dateRef = useRef<HTMLInputElement>(null);
  const hoursRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hoursPerWeek = Number(hours);
    const next = {
      date: isValidDate(examDate) ? undefined : texts.form.dateMissing,
      hours:
        Number.isInteger(hoursPerWeek) && hoursPerWeek >= studyPlanLimits.minHoursPerWeek && hoursPerWeek <= studyPlanLimits.maxHoursPerWeek
          ? undefined
          : texts.form.hoursInvalid,
    };
    setErrors(next);
    if (next.date) return dateRef.current?.focus();
    if (next.hours) return hoursRef.current?.focus();
    onSubmit({ examDate, hoursPerWeek });
  };

  return (
    <Card as="section" aria-labelledby="plan-form-heading" data-print-hide>
      <CardHeader>
        <CardTitle as="h2" id="plan-form-heading">
          {texts.form.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Fields onSubmit={submit} noValidate>
          <TextField
            ref={dateRef}
            type="date"
            label={texts.form.date}
            hint={texts.form.dateHint}
            error={errors.date}
            value={examDate}
            onChange={(event) => setExamDate(event.target.value)}
            required
          />
          <TextField
            ref={hoursRef}
            type="number"
            inputMode="numeric"
            min={studyPlanLimits.minHoursPerWeek}
            max={studyPlanLimits.maxHoursPerWeek}
            step={1}
            label={texts.form.hours}
            hint={texts.form.hoursHint}
            error={errors.hours}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            required
          />
          <Button type="submit">
            <Calendar aria-hidden="true" />
            {hasPlan ? texts.form.update : texts.form.submit}
          </Button>
        </Fields>
      </CardContent>
    </Card>
  );
}
