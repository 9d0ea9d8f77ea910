import { useId } from 'react';
import styled from 'styled-components';
import type { ItemProps } from '../item-props';
import { BowtieSummary } from '../bowtie-summary';
import { itemTexts } from '../../data/item-texts';
import { OptionList } from '../option-list';
import { inOrder, selectedOf, toggled } from '../response-values';

const texts = itemTexts.bowtie;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * Bowtie: the condition (one, radios), two actions and two parameters to monitor (checkboxes held to two, as
 * select N), with the bowtie itself above showing the choices in their places. The answer lists every choice.
 */
export function Bowtie({ item, value, edit, result, locked }: ItemProps<'bowtie'>) {
  const id = useId();
  const selected = selectedOf(value);
  const conditionIds = item.conditions.map((option) => option.id);
  const actionIds = item.actions.map((option) => option.id);
  const parameterIds = item.parameters.map((option) => option.id);
  const order = [...conditionIds, ...actionIds, ...parameterIds];
  const within = (ids: readonly string[]) => selected.filter((entry) => ids.includes(entry));

  const chooseCondition = (conditionId: string) =>
    edit((current) => ({ kind: 'select', selected: inOrder([conditionId, ...selectedOf(current).filter((entry) => !conditionIds.includes(entry))], order) }));
  // Two at most: a change that raced past the disabled inputs is dropped.
  const toggleIn = (ids: readonly string[]) => (optionId: string) =>
    edit((current) => {
      const chosen = selectedOf(current);
      const full = chosen.filter((entry) => ids.includes(entry)).length >= 2;
      if (!chosen.includes(optionId) && full) return current ?? { kind: 'select', selected: chosen };
      return { kind: 'select', selected: toggled(chosen, optionId, order) };
    });

  return (
    <>
      <BowtieSummary
        condition={item.conditions.find((option) => selected.includes(option.id))}
        actions={item.actions.filter((option) => selected.includes(option.id))}
        parameters={item.parameters.filter((option) => selected.includes(option.id))}
      />
      <Groups>
        <Group>
          <legend>{texts.condition}</legend>
          <OptionList
            kind="radio"
            name={`${id}-condition`}
            options={item.conditions}
            selected={within(conditionIds)}
            result={result}
            locked={locked}
            onToggle={chooseCondition}
          />
        </Group>
        <Group>
          <legend>{texts.actions}</legend>
          <OptionList
            kind="checkbox"
            name={`${id}-actions`}
            options={item.actions}
            selected={within(actionIds)}
            limit={2}
            result={result}
            locked={locked}
            onToggle={toggleIn(actionIds)}
          />
        </Group>
        <Group>
          <legend>{texts.parameters}</legend>
          <OptionList
            kind="checkbox"
            name={`${id}-parameters`}
            options={item.parameters}
            selected={within(parameterIds)}
            limit={2}
            result={result}
            locked={locked}
            onToggle={toggleIn(parameterIds)}
          />
        </Group>
      </Groups>
    </>
  );
}
