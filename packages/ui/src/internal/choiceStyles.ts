import styled from 'styled-components';
import { borderWidth, choiceSize, iconSize } from '../tokens/control';
import { duration, fontSize, lineHeight, radius, space } from '../tokens/scale';
import { vars } from '../tokens/vars';

/**
 * The shared look of a checkbox or radio row: the native input (appearance none, so it stays the
 * real focusable control) drawn as a box or a ring, its label, and an optional description.
 */
export const ChoiceRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${space[2]};
  align-items: start;
  min-width: 0;

  & > [data-part='control'] {
    position: relative;
    display: inline-flex;
    width: ${choiceSize};
    height: ${choiceSize};
    /* Centres the 20 px box on the first line of a 14 px × 1.5 label. */
    margin-top: 0.5px;
  }
  & > label {
    font-size: ${fontSize.md};
    line-height: ${lineHeight.control};
    color: ${vars.color.text.default};
    cursor: pointer;
  }
  & > [data-part='description'] {
    grid-column: 2;
    font-size: ${fontSize.sm};
    line-height: ${lineHeight.body};
    color: ${vars.color.text.muted};
  }
  & > [data-part='error'] { grid-column: 1 / -1; }

  & input {
    appearance: none;
    flex: none;
    width: ${choiceSize};
    height: ${choiceSize};
    margin: 0;
    border: ${borderWidth.thick} solid ${vars.color.border.strong};
    background: ${vars.color.background.surface};
    cursor: pointer;
    transition: background-color ${duration.fast}, border-color ${duration.fast};
  }
  & input:hover:not(:disabled) { border-color: ${vars.color.primary.text}; }
  & input[type='checkbox'] { border-radius: ${radius.sm}; }
  & input[type='radio'] { border-radius: 50%; }
  & input:checked,
  & input:indeterminate {
    border-color: ${vars.color.primary.solid};
    background: ${vars.color.primary.solid};
  }
  & input[type='radio']:checked { box-shadow: inset 0 0 0 3px ${vars.color.background.surface}; }
  & input[aria-invalid='true'] { border-color: ${vars.color.feedback.danger.text}; }

  & [data-part='mark'] {
    position: absolute;
    inset: 0;
    display: none;
    align-items: center;
    justify-content: center;
    color: ${vars.color.text.onPrimary};
    font-size: ${iconSize.xs};
    pointer-events: none;
  }
  & [data-part='mark'] > svg { stroke-width: 3; }
  & input:checked:not(:indeterminate) ~ [data-part='mark'][data-mark='check'],
  & input:indeterminate ~ [data-part='mark'][data-mark='minus'] {
    display: inline-flex;
  }

  & input:disabled {
    cursor: not-allowed;
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.subtle};
  }
  & input:disabled:checked,
  & input:disabled:indeterminate { background: ${vars.color.text.disabled}; border-color: ${vars.color.text.disabled}; }
  & input:disabled ~ [data-part='mark'] { color: ${vars.color.background.surface}; }
  &[data-disabled] > label { color: ${vars.color.text.disabled}; cursor: not-allowed; }
`;

/** The options of a CheckboxGroup or RadioGroup, stacked or in a wrapping row. */
export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${space[6]};
  }
`;
