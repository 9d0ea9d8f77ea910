import { useId } from 'react';
import styled from 'styled-components';
import { itemTexts } from '../data/item-texts';

const texts = itemTexts.bowtie;

interface Choice {
  id: string;
  text: string;
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/*
 * On a phone the slots stack: actions, then the condition, then parameters. From the small breakpoint up they sit
 * as on the exam: actions on the left, the condition in the centre, parameters on the right.
 */
const Slots = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'action1 condition parameter1'
      'action2 condition parameter2';
    align-items: stretch;
  }
`;

const Slot = styled.div<{ $area: string }>`
  display: grid;
  align-content: center;
  gap: 2px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.sm} {
    grid-area: ${({ $area }) => $area};
  }
  &[data-state='empty'] {
    border-style: dashed;
  }
  &[data-slot='condition'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
  &[data-state='empty'] dd {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
`;

function SlotEntry({ area, kind, label, choice }: { area: string; kind: string; label: string; choice: Choice | undefined }) {
  return (
    <Slot $area={area} data-slot={kind} data-state={choice ? 'filled' : 'empty'}>
      <dt>{label}</dt>
      <dd>{choice?.text ?? texts.emptySlot}</dd>
    </Slot>
  );
}

/** The bowtie as the exam draws it, filled with the choices so far: each slot names what it holds. */
export function BowtieSummary({ condition, actions, parameters }: { condition: Choice | undefined; actions: readonly Choice[]; parameters: readonly Choice[] }) {
  const id = useId();
  return (
    // Named by its caption explicitly: not every browser and screen reader names a figure from it.
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{texts.summary}</figcaption>
      <Slots>
        <SlotEntry area="action1" kind="action" label={texts.actionSlot(1)} choice={actions[0]} />
        <SlotEntry area="action2" kind="action" label={texts.actionSlot(2)} choice={actions[1]} />
        <SlotEntry area="condition" kind="condition" label={texts.conditionSlot} choice={condition} />
        <SlotEntry area="parameter1" kind="parameter" label={texts.parameterSlot(1)} choice={parameters[0]} />
        <SlotEntry area="parameter2" kind="parameter" label={texts.parameterSlot(2)} choice={parameters[1]} />
      </Slots>
    </Figure>
  );
}
