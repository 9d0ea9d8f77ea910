import { useSearchParamState } from '@nurseprep/shared-ui';

/** The query parameter of a page's open tab: /exams/ged?tab=science#study. */
export const TAB_PARAM = 'tab';

/**
 * The open tab of a page's tabbed area, kept in the address so that the server renders it and a link can open it.
 * A missing or unknown value means the default tab, which the address leaves out. Switching tabs replaces the
 * history entry, as the arrow keys switch them one by one.
 */
export function useTabParam<Id extends string>(ids: readonly Id[], defaultTab: Id, anchorId: string) {
  const { searchParams, hrefWith, update } = useSearchParamState();
  const asked = searchParams.get(TAB_PARAM);
  const paramOf = (id: string) => (id === defaultTab ? null : id);
  return {
    tab: ids.find((id) => id === asked) ?? defaultTab,
    select: (id: string) => update({ [TAB_PARAM]: paramOf(id) }),
    /** The page with this tab open, scrolled to the tabbed area, for a browser without JavaScript. */
    hrefOf: (id: string) => hrefWith({ [TAB_PARAM]: paramOf(id) }, anchorId),
  };
}
