import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { SelectField } from './select-field';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

const urgencyLevels = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

describe('SelectField', () => {
  it('is a combobox named by its label whose options the keyboard can choose', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectField label="Urgency level" options={urgencyLevels} onChange={onChange} />, { wrapper: withTheme });
    const select = screen.getByRole('combobox', { name: 'Urgency level' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Low', 'Medium', 'High']);
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'High');
    expect(select).toHaveValue('high');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder as an empty first option, selected until a choice is made', () => {
    render(<SelectField label="Urgency level" options={urgencyLevels} placeholder="Select urgency" required />, { wrapper: withTheme });
    const select = screen.getByRole('combobox', { name: 'Urgency level' });
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Select urgency');
    expect(first).toHaveValue('');
    expect(select).toHaveValue('');
    expect(select).toBeInvalid();
  });

  it('describes the control with its hint and error and marks it invalid', () => {
    render(<SelectField label="Contact method" options={urgencyLevels} hint="How should we reach you?" error="Please select preferred contact method" />, { wrapper: withTheme });
    const select = screen.getByRole('combobox', { name: 'Contact method' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('How should we reach you? Please select preferred contact method');
  });

  it('works controlled and forwards its ref', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLSelectElement | null };
    const onChange = jest.fn();
    render(<SelectField label="Level" options={urgencyLevels} value="medium" onChange={onChange} ref={ref} />, { wrapper: withTheme });
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(ref.current).toBe(select);
    expect(select).toHaveValue('medium');
    await user.selectOptions(select, 'Low');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('medium');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SelectField label="Urgency level" options={urgencyLevels} placeholder="Select urgency" required hint="Pick one" error="Please select urgency level" />,
      { wrapper: withTheme },
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
