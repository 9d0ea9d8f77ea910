import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { EARLY_ANSWERS_KEY, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';
import { theme } from '../theme/theme';
import { Tabs, TabsContent, TabsLink, TabsList, TabsTrigger } from './tabs';

function SubjectTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="math" onValueChange={onValueChange}>
        <TabsList aria-label="Study materials">
          <TabsTrigger value="math">Math</TabsTrigger>
          <TabsTrigger value="science">Science</TabsTrigger>
          <TabsTrigger value="language">Language</TabsTrigger>
          <TabsTrigger value="social">Social Studies</TabsTrigger>
        </TabsList>
        <TabsContent value="math">Math guide</TabsContent>
        <TabsContent value="science">Science guide</TabsContent>
        <TabsContent value="language">Language placeholder</TabsContent>
        <TabsContent value="social">Social placeholder</TabsContent>
      </Tabs>
    </ThemeProvider>
  );
}

test('renders a named tablist whose selected tab labels the visible panel', () => {
  render(<SubjectTabs />);
  expect(screen.getByRole('tablist', { name: 'Study materials' })).toBeInTheDocument();
  const math = screen.getByRole('tab', { name: 'Math' });
  expect(math).toHaveAttribute('aria-selected', 'true');
  expect(math).toHaveAttribute('data-state', 'active');
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'false');

  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName('Math');
  expect(panel).toHaveTextContent('Math guide');
  expect(math).toHaveAttribute('aria-controls', panel.id);
  expect(screen.getByText('Science guide')).not.toBeVisible();
});

test('only the selected tab is in the tab order; Tab goes from it to the panel', async () => {
  const user = userEvent.setup();
  render(<SubjectTabs />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Math' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('tabindex', '-1');
});

test('Right and Left arrows move focus and select, wrapping around at both ends', async () => {
  const user = userEvent.setup();
  render(<SubjectTabs />);
  await user.click(screen.getByRole('tab', { name: 'Math' }));

  await user.keyboard('{ArrowRight}');
  const science = screen.getByRole('tab', { name: 'Science' });
  expect(science).toHaveFocus();
  expect(science).toHaveAttribute('aria-selected', 'true');
  expect(science).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Science guide');

  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Social Studies' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Social placeholder');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Math guide');
});

test('Home and End select the first and last tabs', async () => {
  const user = userEvent.setup();
  render(<SubjectTabs />);
  await user.click(screen.getByRole('tab', { name: 'Science' }));

  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Social Studies' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Social placeholder');

  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Math guide');
});

test('clicking a tab shows its panel and reports the value once', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(<SubjectTabs onValueChange={onValueChange} />);
  await user.click(screen.getByRole('tab', { name: 'Language' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Language placeholder');
  expect(onValueChange).toHaveBeenCalledTimes(1);
  expect(onValueChange).toHaveBeenCalledWith('language');
});

test('arrows skip disabled tabs', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="materials">
        <TabsList aria-label="ATI">
          <TabsTrigger value="materials">Materials</TabsTrigger>
          <TabsTrigger value="strategies" disabled>
            Strategies
          </TabsTrigger>
          <TabsTrigger value="practice">Practice</TabsTrigger>
        </TabsList>
        <TabsContent value="materials">Materials panel</TabsContent>
        <TabsContent value="strategies">Strategies panel</TabsContent>
        <TabsContent value="practice">Practice panel</TabsContent>
      </Tabs>
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('tab', { name: 'Materials' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Practice' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Practice panel');
});

test('vertical tabs move with Up and Down and ignore Left and Right', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="card" orientation="vertical">
        <TabsList aria-label="Payment method">
          <TabsTrigger value="card">Card</TabsTrigger>
          <TabsTrigger value="paypal">PayPal</TabsTrigger>
        </TabsList>
        <TabsContent value="card">Card form</TabsContent>
        <TabsContent value="paypal">PayPal form</TabsContent>
      </Tabs>
    </ThemeProvider>,
  );
  expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await user.click(screen.getByRole('tab', { name: 'Card' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('PayPal form');
});

test('controlled tabs show the value the consumer holds', async () => {
  const user = userEvent.setup();
  const requested: string[] = [];
  function Controlled() {
    const [tab, setTab] = useState('courses');
    return (
      <ThemeProvider theme={theme}>
        <button type="button" onClick={() => setTab('resources')}>
          Show resources
        </button>
        <Tabs
          value={tab}
          onValueChange={(next) => {
            requested.push(next);
            // The consumer refuses the clinical tab: the selection must not move on its own.
            if (next !== 'clinical') setTab(next);
          }}
        >
          <TabsList aria-label="Program">
            <TabsTrigger value="courses">Key Courses</TabsTrigger>
            <TabsTrigger value="clinical">Clinical Prep</TabsTrigger>
            <TabsTrigger value="resources">Study Resources</TabsTrigger>
          </TabsList>
          <TabsContent value="courses">Courses panel</TabsContent>
          <TabsContent value="clinical">Clinical panel</TabsContent>
          <TabsContent value="resources">Resources panel</TabsContent>
        </Tabs>
      </ThemeProvider>
    );
  }
  render(<Controlled />);
  await user.click(screen.getByRole('button', { name: 'Show resources' }));
  expect(screen.getByRole('tab', { name: 'Study Resources' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Clinical Prep' }));
  expect(requested).toContain('clinical');
  expect(screen.getByRole('tab', { name: 'Study Resources' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Resources panel');
});

test('a consumer key handler runs and can cancel the arrow behaviour', async () => {
  const user = userEvent.setup();
  const onKeyDown = jest.fn((event: React.KeyboardEvent) => event.preventDefault());
  render(
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters" onKeyDown={onKeyDown}>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">A panel</TabsContent>
        <TabsContent value="b">B panel</TabsContent>
      </Tabs>
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('tab', { name: 'A' }));
  await user.keyboard('{ArrowRight}');
  expect(onKeyDown).toHaveBeenCalled();
  expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
});

test('has no axe violations', async () => {
  const { container } = render(<SubjectTabs />);
  expect(await axe(container)).toHaveNoViolations();
});

function SubjectLinkTabs({ initial = 'math', onValueChange }: { initial?: string; onValueChange?: (value: string) => void }) {
  const [tab, setTab] = useState(initial);
  const hrefOf = (value: string) => (value === 'math' ? '/exams/ged#study' : `/exams/ged?tab=${value}#study`);
  return (
    <ThemeProvider theme={theme}>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          onValueChange?.(next);
          setTab(next);
        }}
      >
        <TabsList aria-label="GED subjects">
          <TabsLink value="math" href={hrefOf('math')}>
            Math
          </TabsLink>
          <TabsLink value="science" href={hrefOf('science')}>
            Science
          </TabsLink>
          <TabsLink value="social" href={hrefOf('social')}>
            Social Studies
          </TabsLink>
        </TabsList>
        <TabsContent value="math">Math guide</TabsContent>
        <TabsContent value="science">Science guide</TabsContent>
        <TabsContent value="social">Social guide</TabsContent>
      </Tabs>
    </ThemeProvider>
  );
}

test('link tabs are tabs whose links hold the address of each view', () => {
  render(<SubjectLinkTabs />);
  const science = screen.getByRole('tab', { name: 'Science' });
  expect(science.tagName).toBe('A');
  expect(science).toHaveAttribute('href', '/exams/ged?tab=science#study');
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveAttribute('href', '/exams/ged#study');
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Math' })).toHaveTextContent('Math guide');
});

test('a plain click on a link tab selects it in place and reports the value once', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(<SubjectLinkTabs onValueChange={onValueChange} />);
  await user.click(screen.getByRole('tab', { name: 'Science' }));
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Science guide');
  expect(onValueChange).toHaveBeenCalledTimes(1);
  expect(onValueChange).toHaveBeenCalledWith('science');
});

test('a click with a modifier key on a link tab is left to the browser', () => {
  render(<SubjectLinkTabs />);
  // Seen after the page's own handlers; jsdom cannot open the new tab, so the test cancels it there.
  let leftToBrowser = false;
  const browser = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  fireEvent.click(screen.getByRole('tab', { name: 'Social Studies' }), { metaKey: true });
  window.removeEventListener('click', browser);
  expect(leftToBrowser).toBe(true);
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveAttribute('aria-selected', 'true');
});

test('link tabs keep roving focus and the arrow keys once scripted', async () => {
  const user = userEvent.setup();
  render(<SubjectLinkTabs />);
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('tabindex', '-1');
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Math' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Social guide');
});

test("the server's render of link tabs opens the given tab and leaves every tab in the tab order", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SubjectLinkTabs initial="science" />);
  const tabs = Array.from(container.querySelectorAll('[role="tab"]'));
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
  for (const tab of tabs) expect(tab).not.toHaveAttribute('tabindex');
  expect(container.querySelector('[role="tabpanel"]:not([hidden])')).toHaveTextContent('Science guide');
});

test('link tabs have no axe violations', async () => {
  const { container } = render(<SubjectLinkTabs initial="social" />);
  expect(await axe(container)).toHaveNoViolations();
});

test('tabs take over the tab the boot script selected before they hydrated, telling onValueChange as a tap would', () => {
  const answers: EarlyAnswers = { values: {}, live: {} };
  const globals = window as unknown as Record<string, EarlyAnswers | undefined>;
  globals[EARLY_ANSWERS_KEY] = answers;
  // The page as the server sent it; the boot script kept the choice under the set's key, which is in the page.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SubjectTabs />);
  document.body.append(container);
  const key = container.querySelector('[data-early-tabs]')!.getAttribute('data-early-tabs')!;
  expect(container.querySelector('[role="tab"]')).toHaveAttribute('data-value', 'math');
  answers.values[key] = 'science';
  const onValueChange = jest.fn();
  let root: Root | undefined;
  try {
    act(() => {
      root = hydrateRoot(container, <SubjectTabs onValueChange={onValueChange} />);
    });
    expect(answers).toEqual({ values: {}, live: { [key]: true } });
    expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Science guide');
    expect(onValueChange).toHaveBeenCalledWith('science');
  } finally {
    act(() => root?.unmount());
    container.remove();
    delete globals[EARLY_ANSWERS_KEY];
  }
});
