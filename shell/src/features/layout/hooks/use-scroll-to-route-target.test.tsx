import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { useScrollToRouteTarget } from './use-scroll-to-route-target';

/** Stands in for a remote: its content, with the anchor, arrives a moment after the route changes. */
function LateAnchor({ id, delayMs }: { id: string; delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <section id={id}>Anchored section</section> : null;
}

function Page({ anchorDelayMs = 0 }: { anchorDelayMs?: number }) {
  useScrollToRouteTarget();
  return (
    <>
      <Link to="/about">About</Link>
      <Link to="/about?q=walden">Filter</Link>
      <Link to="/#testimonials">Testimonials</Link>
      <LateAnchor id="testimonials" delayMs={anchorDelayMs} />
    </>
  );
}

let scrolledInto: Element[];

beforeEach(() => {
  window.scrollTo = jest.fn();
  scrolledInto = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto.push(this);
  };
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useScrollToRouteTarget', () => {
  it('scrolls to the top when a new route opens', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/services']}>
        <Page />
      </MemoryRouter>,
    );
    jest.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page the browser opened where it is: a person may have scrolled while its code loaded', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/services']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll position when only the query string changes (filters kept in the URL)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Page />
      </MemoryRouter>,
    );
    jest.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('link', { name: 'Filter' }));
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a hash link’s anchor once the page has rendered it', async () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Page anchorDelayMs={800} />
      </MemoryRouter>,
    );
    jest.mocked(window.scrollTo).mockClear();

    act(() => screen.getByRole('link', { name: 'Testimonials' }).click());
    expect(scrolledInto).toEqual([]);

    await act(async () => {
      jest.advanceTimersByTime(800);
    });
    expect(scrolledInto).toEqual([screen.getByText('Anchored section')]);
    expect(window.scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('gives up waiting for an anchor that never appears', async () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/#testimonials']}>
        <Page anchorDelayMs={60_000} />
      </MemoryRouter>,
    );
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    // The watcher has stopped: an anchor appearing much later does not yank the page.
    await act(async () => {
      jest.advanceTimersByTime(50_000);
    });
    expect(screen.getByText('Anchored section')).toBeInTheDocument();
    expect(scrolledInto).toEqual([]);
  });
});
