import { render } from '@testing-library/react';
import * as icons from './icons';
import { BookOpen, Check } from './icons';

describe('icons', () => {
  it('exports every icon the site needs as a component', () => {
    const names = Object.keys(icons);
    expect(names).toEqual(expect.arrayContaining(['Menu', 'X', 'Bitcoin', 'Wallet', 'Loader2', 'CheckCircle', 'LogOut', 'User']));
    expect(names.length).toBeGreaterThanOrEqual(43);
  });

  it('renders an SVG that screen readers skip unless it is labelled', () => {
    const { container } = render(
      <p>
        <Check /> Done <BookOpen aria-label="Study guide" role="img" aria-hidden={false} />
      </p>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
    expect(svgs[1]).toHaveAccessibleName('Study guide');
  });
});
