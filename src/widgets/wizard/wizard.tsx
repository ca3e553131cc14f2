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
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { WizardIndicator } from './wizard-indicator';
import {
  WIZARD_NARROW_QUERY,
  resolveLayout,
  type WizardLayout,
  type WizardType,
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
  type?: WizardType;
  /** Where the indicator sits; a vertical wizard turns horizontal at 767 px and below. @default 'horizontal' */
  layout?: WizardLayout;
  /** The button that finishes the last step. @default t('wizard.confirm') ("Confirm") */
  lastStepLabel?: string;
  /** The button that moves forward. @default t('wizard.next') ("Next") */
  nextLabel?: string;
  /** The button that moves back. @default t('wizard.back') ("Back") */
  backLabel?: string;
  /** The button of the completed view that starts over. @default t('wizard.startAgain') ("Start again") */
  startAgainLabel?: string;
  /** Shown instead of the steps once the wizard is completed. @default a translated "You have completed every step." */
  completedContent?: ReactNode;
  /** Called when the last step is confirmed. @default undefined */
  onComplete?: () => void;
  /** Called when the wizard goes back to step 0 through `reset()` or "Start again". @default undefined */
  onReset?: () => void;
  /** Called with the new index whenever the current step changes. @default undefined */
  onStepChange?: (index: number) => void;
  /** The wizard's accessible name (ignored when `aria-labelledby` is given). @default t('wizard.label') ("Wizard") */
  label?: string;
  /** Receives the `WizardHandle` ({ reset, next, back, currentStep }). @default undefined */
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
    layout: {
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
  type = 'simple',
  layout = 'horizontal',
  lastStepLabel,
  nextLabel,
  backLabel,
  startAgainLabel,
  completedContent,
  onComplete,
  onReset,
  onStepChange,
  label,
  ref,
  className,
  ...props
}: WizardProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(WIZARD_NARROW_QUERY);
  const shownLayout = resolveLayout(layout, narrow);
  const [stepIndex, setStepIndex] = useState(0);
  const [completed, setCompleted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  // The steps array may shrink under a wizard that has moved on.
  const current = Math.min(stepIndex, Math.max(steps.length - 1, 0));
  const step = steps[current];
  const isLast = current === steps.length - 1;

  const statusOf = (index: number) =>
    t('wizard.stepStatus', {
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
    onStepChange?.(index);
  };

  const next = () => {
    if (completed || !step) return;
    step.onNext?.();
    if (step.isValid && !step.isValid()) return;
    if (isLast) {
      focusPanel.current = true;
      setCompleted(true);
      setAnnouncement(t('wizard.completedStatus'));
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
      data-variant={type}
      data-layout={shownLayout}
      data-completed={completed || undefined}
      role="group"
      aria-label={props['aria-labelledby'] ? undefined : (label ?? t('wizard.label'))}
      className={cn(wizardVariants({ layout: shownLayout }), className)}
      {...props}
    >
      <WizardIndicator
        labels={steps.map((item) => item.label)}
        current={current}
        completed={completed}
        type={type}
        layout={shownLayout}
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
            <div className="w-full">
              {completedContent ?? <p>{t('wizard.completedDefault')}</p>}
            </div>
            <Button variant="outline" onClick={() => reset({ focus: true })}>
              {startAgainLabel ?? t('wizard.startAgain')}
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
                  {backLabel ?? t('wizard.back')}
                </Button>
              )}
              <Button className="ml-auto" onClick={next}>
                {isLast ? (lastStepLabel ?? t('wizard.confirm')) : (nextLabel ?? t('wizard.next'))}
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
