import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart, observeLazyParts } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyPart', () => {
  afterEach(() => observeLazyParts(null));

  it('renders its component with the props it was given once the code has loaded', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    const { findByText } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(await findByText('Hello, Ada')).toBeInTheDocument();
  });

  it("loads its code once through the observer, and reports every render after with that loading's record", async () => {
    const loads: string[] = [];
    const rendered: unknown[] = [];
    observeLazyParts({
      loading(load) {
        loads.push('greeting');
        return { loaded: load(), record: 'greeting chunk' };
      },
      rendered: (record) => rendered.push(record),
    });
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    const first = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    await first.findByText('Hello, Ada');
    first.unmount();
    const renderedByFirst = rendered.length;
    expect(renderedByFirst).toBeGreaterThan(0);

    // A later page with the same part: no loading, but the render is reported.
    const second = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(second.getByText('Hello, Grace')).toBeInTheDocument();
    expect(loads).toEqual(['greeting']);
    expect(rendered.length).toBeGreaterThan(renderedByFirst);
    expect(new Set(rendered)).toEqual(new Set(['greeting chunk']));
  });

  it('reports nothing and loads as React does when nothing observes it', async () => {
    const rendered: unknown[] = [];
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    const { findByText } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    await findByText('Hello, Ada');
    observeLazyParts({ loading: (load) => ({ loaded: load(), record: 'late' }), rendered: (record) => rendered.push(record) });
    render(<Part name="Grace" />);
    // Its code was loaded before anything watched: there is no record to report.
    expect(rendered).toEqual([]);
  });
});
