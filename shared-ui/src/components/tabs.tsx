import { createContext, useContext, useId, type ComponentProps, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { EARLY_TABS_ATTRIBUTE } from '@nurseprep/contracts/server-rendering';
import { useControllableValue } from '../hooks/use-controllable-value';
import { useEarlyAnswer } from '../hooks/use-early-answer';
import { useHydrated } from '../hooks/use-hydrated';
import { isPlainLeftClick } from '../lib/plain-click';

/** WAI-ARIA tabs with automatic activation: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/ */

type Orientation = 'horizontal' | 'vertical';

interface TabsContextValue {
  baseId: string;
  value: string;
  orientation: Orientation;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
}

// A value becomes part of two ids that point at each other (aria-controls / aria-labelledby).
function partId(baseId: string, part: 'tab' | 'panel', value: string): string {
  return `${baseId}-${part}-${value.replace(/[^\w-]/g, '_')}`;
}

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
} & ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never });

export function Tabs({ value, defaultValue, onValueChange, orientation = 'horizontal', children, ...rest }: TabsProps) {
  const baseId = useId();
  const [current, select] = useControllableValue(value, defaultValue ?? '', onValueChange);
  // Until this hydrates, the page's boot script answers a tap on a tab (every panel is in the page).
  useEarlyAnswer(baseId, (chosen) => {
    if (chosen !== current) select(chosen);
  });
  return (
    <TabsContext.Provider value={{ baseId, value: current, orientation, select }}>
      <div data-orientation={orientation} {...rest} {...{ [EARLY_TABS_ATTRIBUTE]: baseId }}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

// Tabs wrap onto more rows on narrow screens: a horizontal scroll would hide some of them out of sight.
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const NEXT_KEY: Record<Orientation, { previous: string; next: string }> = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
};

/** A tablist needs a name: pass `aria-label` or `aria-labelledby`. */
export type TabsListProps = ComponentProps<'div'> & ({ 'aria-label': string } | { 'aria-labelledby': string });

export function TabsList({ onKeyDown, ...rest }: TabsListProps) {
  const { orientation } = useTabsContext('TabsList');

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(event.target);
    if (index === -1) return;
    const keys = NEXT_KEY[orientation];
    const targets: Record<string, HTMLElement | undefined> = {
      [keys.previous]: tabs[(index - 1 + tabs.length) % tabs.length],
      [keys.next]: tabs[(index + 1) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    // Focus activates the tab (see TabsTrigger's onFocus).
    target.focus();
  }

  return <List role="tablist" aria-orientation={orientation} data-orientation={orientation} {...rest} onKeyDown={moveFocus} />;
}

const Trigger = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  /* Drawn inside the tab, so it is not hidden under the neighbouring tabs or the next row. */
  &:focus-visible { outline-offset: -3px; }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled { cursor: not-allowed; opacity: 0.5; }

  &[data-orientation='vertical'] {
    text-align: start;
    border-bottom: 0;
    border-right: 3px solid transparent;
  }
  &[data-orientation='vertical'][data-state='active'] { border-right-color: ${({ theme }) => theme.colors.primary}; }
`;

/** What a tab button and a tab link share: the ids that tie tab and panel, roving focus, state, and focus selects. */
function useTab<Element extends HTMLElement>(value: string, component: string, onFocus: ((event: FocusEvent<Element>) => void) | undefined) {
  const { baseId, value: selectedValue, orientation, select } = useTabsContext(component);
  const isSelected = value === selectedValue;
  return {
    isSelected,
    select,
    tabProps: {
      role: 'tab',
      id: partId(baseId, 'tab', value),
      'data-value': value,
      'aria-selected': isSelected,
      'aria-controls': partId(baseId, 'panel', value),
      // Roving tabindex: Tab enters the list at the selected tab; arrows move within it.
      tabIndex: isSelected ? 0 : -1,
      'data-state': isSelected ? 'active' : 'inactive',
      'data-orientation': orientation,
      onFocus: (event: FocusEvent<Element>) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !isSelected) select(value);
      },
    },
  } as const;
}

export type TabsTriggerProps = ComponentProps<'button'> & { value: string };

export function TabsTrigger({ value, onClick, onFocus, ...rest }: TabsTriggerProps) {
  const { isSelected, select, tabProps } = useTab(value, 'TabsTrigger', onFocus);
  return (
    <Trigger
      type="button"
      {...rest}
      {...tabProps}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !isSelected) select(value);
      }}
    />
  );
}

export type TabsLinkProps = ComponentProps<'a'> & {
  value: string;
  /** The address of the page with this tab open, which the server renders. */
  href: string;
};

/**
 * A tab that is also a link, for tabs that are views of the page kept in its address. Without JavaScript it loads
 * `href`; with it, it is a tab like TabsTrigger and a plain click selects in place (other clicks, such as one that
 * opens a new browser tab, stay the browser's).
 */
export function TabsLink({ value, onClick, onFocus, ...rest }: TabsLinkProps) {
  const hydrated = useHydrated();
  const { isSelected, select, tabProps } = useTab(value, 'TabsLink', onFocus);
  return (
    <Trigger
      as="a"
      {...rest}
      {...tabProps}
      // The arrow keys need JavaScript: until it runs, every tab stays in the tab order.
      tabIndex={hydrated ? tabProps.tabIndex : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        if (!isSelected) select(value);
      }}
    />
  );
}

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  &[hidden] { display: none; }
`;

export type TabsContentProps = ComponentProps<'div'> & { value: string };

/** Every panel stays in the page (hidden when inactive) so each tab's aria-controls points at a real element. */
export function TabsContent({ value, ...rest }: TabsContentProps) {
  const { baseId, value: selectedValue, orientation } = useTabsContext('TabsContent');
  const isSelected = value === selectedValue;
  return (
    <Panel
      tabIndex={0}
      {...rest}
      role="tabpanel"
      id={partId(baseId, 'panel', value)}
      aria-labelledby={partId(baseId, 'tab', value)}
      hidden={!isSelected}
      data-state={isSelected ? 'active' : 'inactive'}
      data-orientation={orientation}
    />
  );
}
