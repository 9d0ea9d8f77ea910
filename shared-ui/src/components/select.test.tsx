import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Select } from './select';

const exams = [
  { value: 'ged', label: 'GED' },
  { value: 'teas', label: 'TEAS' },
  { value: 'hesi', label: 'HESI A2' },
] as const;

test('a labelled combobox lists the options and starts at the default value', () => {
  render(
    <ThemeProvider theme={theme}>
      <Select label="Exam" options={exams} defaultValue="teas" />
    </ThemeProvider>,
  );
  const select = screen.getByRole('combobox', { name: 'Exam' });
  expect(select).toHaveValue('teas');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['GED', 'TEAS', 'HESI A2']);
});

test('choosing an option with the keyboard calls the consumer onChange', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <Select label="Exam" options={exams} defaultValue="ged" onChange={(event) => onChange(event.target.value)} />
    </ThemeProvider>,
  );
  await user.tab();
  const select = screen.getByRole('combobox', { name: 'Exam' });
  expect(select).toHaveFocus();
  await user.selectOptions(select, 'HESI A2');
  expect(onChange).toHaveBeenCalledWith('hesi');
  expect(select).toHaveValue('hesi');
});

test('hideLabel keeps the accessible name while hiding the label text visually', () => {
  render(
    <ThemeProvider theme={theme}>
      <Select label="Category" hideLabel options={[{ value: 'all', label: 'All Categories' }]} />
    </ThemeProvider>,
  );
  const select = screen.getByRole('combobox', { name: 'Category' });
  expect(select).toBeInTheDocument();
  expect(screen.getByText('Category').parentElement).toHaveStyle({ position: 'absolute', width: '1px' });
});

test('a given id is used so other elements can point at the control', () => {
  render(
    <ThemeProvider theme={theme}>
      <Select id="blog-category" label="Category" options={exams} disabled />
    </ThemeProvider>,
  );
  const select = screen.getByRole('combobox', { name: 'Category' });
  expect(select).toHaveAttribute('id', 'blog-category');
  expect(select).toBeDisabled();
});

test('has no axe violations, with a visible or a hidden label', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Select label="Exam" options={exams} />
      <Select label="Category" hideLabel options={exams} />
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
