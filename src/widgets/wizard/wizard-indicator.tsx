import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';

import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';

import type { WizardLabels } from './wizard-labels';
import {
  isStepActive,
  stepState,
  type WizardOrientation,
  type WizardStepState,
  type WizardVariant,
} from './wizard-state';

type WizardIndicatorProps = {
  stepLabels: string[];
  current: number;
  completed: boolean;
  variant: WizardVariant;
  orientation: WizardOrientation;
  labels: Pick<WizardLabels, 'steps' | 'stepState'>;
};

/** The ordered list of steps above (horizontal) or beside (vertical) the wizard's panel. */
export function WizardIndicator({
  stepLabels,
  current,
  completed,
  variant,
  orientation,
  labels,
}: WizardIndicatorProps) {
  const vertical = orientation === 'vertical';
  // Each step takes an equal share of the width (or height when vertical).
  const style: CSSProperties | undefined = vertical
    ? undefined
    : { gridTemplateColumns: `repeat(${stepLabels.length}, minmax(0, 1fr))` };

  return (
    <ol
      data-slot="wizard-steps"
      data-orientation={orientation}
      aria-label={labels.steps}
      style={style}
      className={cn(
        vertical ? 'flex w-44 shrink-0 flex-col lg:w-52' : 'grid',
        variant === 'rich' && (vertical ? 'gap-2' : 'gap-2 sm:gap-3'),
      )}
    >
      {stepLabels.map((label, index) => {
        const state = stepState(index, current, completed);
        const props = {
          label,
          index,
          state,
          stateText: labels.stepState[state],
          vertical,
          active: isStepActive(index, current, completed),
          // The segment joining this step to the next one is lit once the next step is reached.
          nextActive: isStepActive(index + 1, current, completed),
          first: index === 0,
          last: index === stepLabels.length - 1,
        };
        return variant === 'rich' ? (
          <RichStep key={index} {...props} />
        ) : (
          <SimpleStep key={index} {...props} />
        );
      })}
    </ol>
  );
}

type StepProps = {
  label: string;
  index: number;
  state: WizardStepState;
  stateText: string;
  vertical: boolean;
  active: boolean;
  nextActive: boolean;
  first: boolean;
  last: boolean;
};

function StepLabel({
  label,
  state,
  stateText,
  className,
}: Pick<StepProps, 'label' | 'state' | 'stateText'> & { className?: string }) {
  return (
    <span
      data-slot="wizard-step-label"
      className={cn(
        'text-sm break-words',
        state === 'upcoming' ? 'text-muted' : 'text-primary-strong',
        state === 'current' && 'font-bold',
        state === 'completed' && 'font-semibold',
        className,
      )}
    >
      {label}
      <VisuallyHidden>, {stateText}</VisuallyHidden>
    </span>
  );
}

/** The "simple" indicator: a line with a dot per step and the label next to it. */
function SimpleStep({
  label,
  state,
  stateText,
  vertical,
  active,
  nextActive,
  first,
  last,
}: StepProps) {
  const segment = (lit: boolean, hidden: boolean) => (
    <span
      className={cn(
        vertical ? 'w-0.5 flex-1' : 'h-0.5 flex-1',
        hidden ? 'invisible' : lit ? 'forced-fill bg-primary' : 'bg-input/50 forced-track',
      )}
    />
  );
  return (
    <li
      data-slot="wizard-step"
      data-state={state}
      data-active={active || undefined}
      aria-current={state === 'current' ? 'step' : undefined}
      className={cn(
        'flex',
        vertical
          ? 'min-h-20 flex-1 flex-row items-stretch gap-3'
          : 'flex-col items-center gap-2 text-center',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('flex items-center', vertical ? 'w-5 shrink-0 flex-col' : 'h-5 w-full')}
      >
        {segment(active, first)}
        <span
          data-slot="wizard-step-dot"
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-full border-2 text-on-primary',
            active ? 'forced-fill border-primary-strong bg-primary' : 'border-input bg-surface',
          )}
        >
          {state === 'completed' && <Check className="size-3" strokeWidth={4} />}
          {state === 'current' && (
            <span className="size-1.5 rounded-full bg-on-primary forced-colors:bg-[HighlightText]" />
          )}
        </span>
        {segment(nextActive, last)}
      </span>
      <StepLabel
        label={label}
        state={state}
        stateText={stateText}
        className={cn(vertical && 'self-center py-2', !vertical && 'px-1')}
      />
    </li>
  );
}

/** The "rich" indicator: a labelled block per step with its number, or a check once it is done. */
function RichStep({ label, index, state, stateText, vertical, active }: StepProps) {
  return (
    <li
      data-slot="wizard-step"
      data-state={state}
      data-active={active || undefined}
      aria-current={state === 'current' ? 'step' : undefined}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-t-md',
        vertical
          ? 'rounded-e-md rounded-t-none border-s-4 px-3 py-3'
          : 'flex-col border-b-4 px-1 pb-3 text-center sm:flex-row sm:px-2 sm:text-start',
        active ? 'border-primary' : 'border-input/50',
        !vertical && 'pt-2',
        state === 'current' && 'bg-surface-muted',
      )}
    >
      <span
        aria-hidden="true"
        data-slot="wizard-step-badge"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold tabular-nums',
          active
            ? 'forced-fill border-primary-strong bg-primary text-on-primary'
            : 'border-input text-muted',
        )}
      >
        {state === 'completed' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
      </span>
      <StepLabel label={label} state={state} stateText={stateText} className="min-w-0" />
    </li>
  );
}
