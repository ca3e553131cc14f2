import { cva } from 'class-variance-authority';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import { WizardIndicator } from './wizard-indicator';
import { wizardLabels, type WizardLabels } from './wizard-labels';
import {
  resolveOrientation,
  WIZARD_NARROW_QUERY,
  type WizardOrientation,
  type WizardVariant,
} from './wizard-state';

/** One step of a wizard. */
export type WizardStep = {
  /** The step's name in the indicator and in the "Step 2 of 3: …" announcement. */
  label: string;
  /** What the step shows while it is current. */
  content: ReactNode;
  /** Whether Next (or Confirm on the last step) may leave this step; a step without it is valid. */
  isValid?: () => boolean;
  /** Called on Next/Confirm before `isValid` is checked: run validation, show messages, focus a field. */
  onNext?: () => void;
  /** Called on Back, before the wizard moves. */
  onBack?: () => void;
};

/** What a parent can do through `ref`. */
export type WizardHandle = {
  /** Back to step 0, out of the completed view; emits `onReset`. */
  reset(): void;
  /** The same as pressing Next (or Confirm on the last step). */
  next(): void;
  /** The same as pressing Back. */
  back(): void;
  /** The index of the current step (0-based), as of the last render. */
  currentStep: number;
};

export type WizardProps = Omit<ComponentProps<'div'>, 'children' | 'ref'> & {
  /** The steps, in order. */
  steps: WizardStep[];
  /** `simple`: a line with a dot per step; `rich`: numbered labels with check marks. @default 'simple' */
  variant?: WizardVariant;
  /** Where the indicator sits: above the step, or beside it (`vertical` turns horizontal at 767 px and below). @default 'horizontal' */
  orientation?: WizardOrientation;
  /** Texts to override; the rest stay translated. @default the `wizard.*` translations ("Next", "Back", "Confirm", …) */
  labels?: Partial<WizardLabels>;
  /** The current step (0-based), controlled; without it the wizard keeps its own. */
  step?: number;
  /** The step at first. @default 0 */
  defaultStep?: number;
  /** Shown instead of the steps once the wizard is completed. @default `labels.completed` ("You have completed every step.") */
  completedContent?: ReactNode;
  /** Called when the last step is confirmed. */
  onComplete?: () => void;
  /** Called when the wizard goes back to step 0 through `reset()` or "Start again". */
  onReset?: () => void;
  /** Called with the new index whenever the wizard moves to another step. */
  onStepChange?: (index: number) => void;
  /** Receives the `WizardHandle` ({ reset, next, back, currentStep }). */
  ref?: Ref<WizardHandle>;
};

/** Input types whose Enter submits a form (HTML's implicit submission); the wizard reads it as Next. */
const SUBMITTING_INPUT_TYPES = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

/**
 * Whether a key press means "go on", as Enter in a form's field submits it: a plain Enter in a
 * text-like input that nothing else used (an open combobox takes its Enter to choose an option
 * and prevents the default), outside an input method's composition.
 */
function isNextKey(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) {
    return false;
  }
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  return (
    target instanceof HTMLInputElement &&
    !target.readOnly &&
    SUBMITTING_INPUT_TYPES.has(target.type)
  );
}

const wizardVariants = cva('flex min-w-0 gap-6', {
  variants: {
    orientation: {
      horizontal: 'flex-col',
      vertical: 'flex-row items-stretch',
    },
  },
});

/**
 * A step-by-step form: Next runs the step's `onNext` and advances only when
 * its `isValid` passes; Back steps back down to 0; the last step confirms and shows
 * `completedContent`, with "Start again" to reset. Enter in a step's text field means Next (or
 * Confirm), as it submits a form. Focus moves to the new step's panel and the change is announced
 * politely, so keyboard and screen-reader users land in the new step.
 */
export function Wizard({
  steps,
  variant = 'simple',
  orientation = 'horizontal',
  labels: labelOverrides,
  step: stepProp,
  defaultStep = 0,
  completedContent,
  onComplete,
  onReset,
  onStepChange,
  ref,
  className,
  ...props
}: WizardProps) {
  const labels = useLabels(wizardLabels, labelOverrides);
  const narrow = useMediaQuery(WIZARD_NARROW_QUERY);
  const shownOrientation = resolveOrientation(orientation, narrow);
  const [stepIndex, setStepIndex] = useControllableState({
    value: stepProp,
    defaultValue: defaultStep,
    onChange: onStepChange,
  });
  const [completed, setCompleted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  // The steps array may shrink under a wizard that has moved on.
  const current = Math.min(stepIndex, Math.max(steps.length - 1, 0));
  const step = steps[current];
  const isLast = current === steps.length - 1;

  const statusOf = (index: number) =>
    labels.stepStatus({
      current: index + 1,
      total: steps.length,
      label: steps[index]?.label ?? '',
    });

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [current, completed]);

  const goTo = (index: number, { focus }: { focus: boolean }) => {
    if (index === current) return;
    focusPanel.current = focus;
    setStepIndex(index);
    setAnnouncement(statusOf(index));
  };

  const next = () => {
    if (completed || !step) return;
    step.onNext?.();
    if (step.isValid && !step.isValid()) return;
    if (isLast) {
      focusPanel.current = true;
      setCompleted(true);
      setAnnouncement(labels.completedStatus);
      onComplete?.();
      return;
    }
    goTo(current + 1, { focus: true });
  };

  const back = () => {
    if (completed || !step) return;
    step.onBack?.();
    if (current > 0) goTo(current - 1, { focus: true });
  };

  const reset = ({ focus }: { focus: boolean }) => {
    if (completed) focusPanel.current = focus;
    setCompleted(false);
    goTo(0, { focus });
    onReset?.();
  };

  useImperativeHandle(ref, () => ({
    reset: () => reset({ focus: false }),
    next,
    back,
    currentStep: current,
  }));

  return (
    <div
      data-slot="wizard"
      data-variant={variant}
      data-orientation={shownOrientation}
      data-completed={completed || undefined}
      role="group"
      aria-label={props['aria-labelledby'] ? undefined : labels.wizard}
      className={cn(wizardVariants({ orientation: shownOrientation }), className)}
      {...props}
    >
      <WizardIndicator
        stepLabels={steps.map((item) => item.label)}
        current={current}
        completed={completed}
        variant={variant}
        labels={labels}
        orientation={shownOrientation}
      />
      <div data-slot="wizard-body" className="flex min-w-0 flex-1 flex-col gap-6">
        {completed ? (
          <div
            key="completed"
            ref={panelRef}
            data-slot="wizard-completed"
            tabIndex={-1}
            className="flex flex-col items-start gap-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <div className="w-full">{completedContent ?? <p>{labels.completed}</p>}</div>
            <Button variant="outline" onClick={() => reset({ focus: true })}>
              {labels.startAgain}
            </Button>
          </div>
        ) : (
          <>
            {/* Listens to the Enter of the fields inside; the panel itself takes no keys. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              key={current}
              ref={panelRef}
              data-slot="wizard-panel"
              role="group"
              aria-label={statusOf(current)}
              tabIndex={-1}
              className="flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
              onKeyDown={(event) => {
                if (!isNextKey(event)) return;
                event.preventDefault();
                next();
              }}
            >
              {step?.content}
            </div>
            <div data-slot="wizard-actions" className="flex flex-wrap items-center gap-3">
              {current > 0 && (
                <Button variant="outline" onClick={back}>
                  {labels.back}
                </Button>
              )}
              <Button className="ms-auto" onClick={next}>
                {isLast ? labels.confirm : labels.next}
              </Button>
            </div>
          </>
        )}
        <div data-slot="wizard-status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </div>
      </div>
    </div>
  );
}
