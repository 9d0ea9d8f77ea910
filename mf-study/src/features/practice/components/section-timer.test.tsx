import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { axe } from 'jest-axe';
import { theme } from '@nurseprep/shared-ui';
import { SectionTimer } from './section-timer';

function renderTimer(secondsLeft: number, { serverOffsetSeconds = 0 } = {}) {
  const now = Date.now();
  const onTimeUp = jest.fn();
  const view = render(
    <ThemeProvider theme={theme}>
      <SectionTimer
        sectionLabel="Reading"
        // The server's clock runs `serverOffsetSeconds` ahead of the browser's.
        serverNow={new Date(now + serverOffsetSeconds * 1000).toISOString()}
        endsAt={new Date(now + serverOffsetSeconds * 1000 + secondsLeft * 1000).toISOString()}
        onTimeUp={onTimeUp}
      />
    </ThemeProvider>,
  );
  return { ...view, onTimeUp };
}

const advance = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SectionTimer', () => {
  it('shows the time left as a named timer, and is accessible', async () => {
    const { container } = renderTimer(6 * 60 + 5);
    const timer = screen.getByRole('timer', { name: 'Time remaining in Reading' });
    expect(timer).toHaveTextContent('6:05');
    expect(timer).toHaveTextContent('6 minutes 5 seconds');
    advance(5);
    expect(timer).toHaveTextContent('6:00');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces 5 minutes and 1 minute remaining when the clock crosses them, then time up once', () => {
    const { onTimeUp } = renderTimer(6 * 60);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    advance(59);
    expect(status).toHaveTextContent('');
    advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    expect(status).toHaveTextContent('5 minutes remaining');
    advance(3 * 60 + 59);
    expect(status).toHaveTextContent('5 minutes remaining');
    advance(1);
    expect(status).toHaveTextContent('1 minute remaining');
    expect(onTimeUp).not.toHaveBeenCalled();
    advance(60);
    expect(status).toHaveTextContent('Time is up');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    advance(10);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('does not announce 5 minutes when a resumed section already has less left', () => {
    renderTimer(4 * 60);
    advance(30);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("counts on the server's clock, not the browser's", () => {
    // The browser is 2 minutes behind the server: the 10 minutes left are still 10 minutes.
    renderTimer(10 * 60, { serverOffsetSeconds: 120 });
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
  });
});
