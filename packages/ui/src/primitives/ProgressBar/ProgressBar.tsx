import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** 何の進み具合か（バーの名前になります）。 */
  label: ReactNode;
  /** 名前を画面から隠し、読み上げでだけ伝えます。 */
  hideLabel?: boolean;
  /** 終わった量（0〜`max`）。量が分からない間は省略します（動き続けるバーになります）。 */
  value?: number;
  /** 全体の量（既定 100）。 */
  max?: number;
  /** パーセントの代わりに表示・読み上げる文（例: 3 / 10 件、4.2 MB / 10 MB）。 */
  valueText?: string;
  /** 名前の右にパーセント（または `valueText`）を出します。 */
  showValue?: boolean;
  /** 色。`primary`（既定）進行中、`success` 完了、`danger` 失敗。 */
  tone?: 'primary' | 'success' | 'danger';
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;

  & > [data-part='header'] {
    display: flex;
    justify-content: space-between;
    gap: ${space[3]};
    font-size: ${fontSize.sm};
  }
  & [data-part='label'] { font-weight: ${fontWeight.bold}; }
  & [data-part='value'] { color: ${vars.color.text.muted}; font-variant-numeric: tabular-nums; }

  & [data-part='track'] {
    position: relative;
    height: 8px;
    overflow: hidden;
    border-radius: ${radius.full};
    background: ${vars.color.background.emphasis};
  }
  & [data-part='fill'] {
    height: 100%;
    border-radius: inherit;
    background: ${vars.color.primary.solid};
    transition: width 200ms ease-out;
  }
  &[data-tone='success'] [data-part='fill'] { background: ${vars.color.feedback.success.solid}; }
  &[data-tone='danger'] [data-part='fill'] { background: ${vars.color.feedback.danger.solid}; }
  &[data-state='indeterminate'] [data-part='fill'] {
    width: 40%;
    animation: ${slide} 1.4s ease-in-out infinite;
  }
`;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/**
 * Progress of an upload, an import, an export. `role="progressbar"` with aria-valuenow/min/max
 * (and aria-valuetext when given); without `value` it is indeterminate and carries no value.
 */
export function ProgressBar({
  label,
  hideLabel,
  value,
  max = 100,
  valueText,
  showValue,
  tone = 'primary',
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = value !== undefined;
  const current = determinate ? clamp(value, max) : 0;
  const percent = max > 0 ? Math.round((current / max) * 100) : 0;
  const shownValue = valueText ?? `${percent}%`;
  return (
    <Root data-tone={tone} data-state={determinate ? 'determinate' : 'indeterminate'} {...rest}>
      <div data-part="header" hidden={hideLabel && !showValue}>
        <span id={labelId} data-part="label" hidden={hideLabel}>
          {label}
        </span>
        {showValue && determinate ? (
          <span data-part="value" aria-hidden="true">
            {shownValue}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? current : undefined}
        aria-valuetext={determinate && valueText ? valueText : undefined}
        data-part="track"
      >
        <div data-part="fill" style={determinate ? { width: `${percent}%` } : undefined} />
      </div>
    </Root>
  );
}
