import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import type { NgnItemResult, NgnResponse, PublicNgnItem } from '@nurseprep/contracts';
import { NgnItemView } from '../ngn-item-view';

/**
 * Renders an item as a page would: the answer kept in state and fed back as `value`, every change also recorded
 * in `onValueChange`. `group` is the item's group, found by its stem as a person hears it.
 */
export function renderNgnItem(item: PublicNgnItem, { value = null, result }: { value?: NgnResponse | null; result?: NgnItemResult } = {}) {
  const onValueChange = jest.fn<void, [NgnResponse]>();
  function Page() {
    const [current, setCurrent] = useState<NgnResponse | null>(value);
    return (
      <NgnItemView
        item={item}
        value={current}
        result={result}
        label="Item 1 of 6"
        onValueChange={(next) => {
          setCurrent(next);
          onValueChange(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <main>
        <Page />
      </main>
    </ThemeProvider>,
  );
  return { user, onValueChange, group: screen.getByRole('group', { name: item.stem }), ...view };
}

/** Presses Tab until `element` has focus (at most `limit` times), as a keyboard user moves through the item. */
export async function tabTo(user: UserEvent, element: HTMLElement, limit = 30) {
  for (let presses = 0; presses < limit && document.activeElement !== element; presses += 1) await user.tab();
  expect(element).toHaveFocus();
}
