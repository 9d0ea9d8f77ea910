import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

test('the title is an h3 by default and takes the level the page outline needs', () => {
  render(
    <ThemeProvider theme={theme}>
      <Card>
        <CardHeader>
          <CardTitle>Comprehensive Exam Preparation</CardTitle>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Our Mission</CardTitle>
        </CardHeader>
      </Card>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Comprehensive Exam Preparation' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
});

test('a card rendered as an article in a list is found by its parts, and its footer action is reachable by Tab', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <Card as="article" aria-labelledby="chamberlain-title">
        <CardHeader>
          <CardTitle id="chamberlain-title">Chamberlain University</CardTitle>
          <CardDescription>Course guides and flashcards</CardDescription>
        </CardHeader>
        <CardContent>
          <p>NR-293 Pharmacology</p>
        </CardContent>
        <CardFooter>
          <button type="button" onClick={onClick}>
            View Resources
          </button>
        </CardFooter>
      </Card>
    </ThemeProvider>,
  );
  const card = screen.getByRole('article', { name: 'Chamberlain University' });
  expect(within(card).getByText('Course guides and flashcards')).toBeInTheDocument();
  expect(within(card).getByText('NR-293 Pharmacology')).toBeInTheDocument();
  await user.tab();
  expect(within(card).getByRole('button', { name: 'View Resources' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Personalized Tutoring</CardTitle>
          <CardDescription>One-on-one and small-group sessions.</CardDescription>
        </CardHeader>
        <CardContent>Content</CardContent>
        <CardFooter>
          <a href="/tutoring">Learn more</a>
        </CardFooter>
      </Card>
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
