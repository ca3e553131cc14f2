import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';

import { mockMatchMedia } from '@/test/match-media';

import { Wizard, type WizardHandle, type WizardProps, type WizardStep } from '.';
import { WIZARD_NARROW_QUERY } from './wizard-state';

/** A required text field as step 1, like the demo wizards. */
function NameWizard(props: Partial<WizardProps> & { extraSteps?: WizardStep[] }) {
  const { extraSteps, ...rest } = props;
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const steps: WizardStep[] = [
    {
      label: 'Name',
      content: (
        <>
          <label htmlFor="name">Name</label>
          <input
            id="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={checked && !name ? 'name-error' : undefined}
          />
          {checked && !name && <p id="name-error">The Name field is required.</p>}
        </>
      ),
      onNext: () => setChecked(true),
      isValid: () => name !== '',
    },
    ...(extraSteps ?? [
      { label: 'Country', content: <p>Country step</p> },
      { label: 'Confirm', content: <p>Confirm step</p> },
    ]),
  ];
  return <Wizard aria-label="Profile" steps={steps} completedContent={<p>All done</p>} {...rest} />;
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

function mockNarrowWindow(narrow: boolean) {
  mockMatchMedia((query) => narrow && query === WIZARD_NARROW_QUERY);
}

afterEach(() => vi.restoreAllMocks());

describe('Wizard', () => {
  it('starts on step 0, marked aria-current="step" in an ordered list', () => {
    render(<NameWizard />);
    expect(screen.getByRole('group', { name: 'Profile' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    expect(currentStep()).toHaveTextContent('Name, current step');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Country, not started');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('keeps an invalid step and shows its message, then advances once it is valid', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(<NameWizard onStepChange={onStepChange} />);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'The Name field is required.',
    );
    expect(currentStep()).toHaveTextContent('Name');
    expect(onStepChange).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Country step')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Country, current step');
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('Name, completed');
    expect(onStepChange).toHaveBeenCalledWith(1);
  });

  it('moves focus to the new step and announces it politely', async () => {
    const user = userEvent.setup();
    render(<NameWizard />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Step 2 of 3: Country' })).toHaveFocus();
    const status = screen.getByText('Step 2 of 3: Country', { selector: '[aria-live="polite"]' });
    expect(status).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: 'Step 1 of 3: Name' })).toHaveFocus();
  });

  it('advances a step without isValid, and goes back but never below 0', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const onNext = vi.fn();
    const ref = createRef<WizardHandle>();
    render(
      <Wizard
        ref={ref}
        steps={[
          { label: 'One', content: <p>First</p>, onNext, onBack },
          { label: 'Two', content: <p>Second</p>, onBack },
          { label: 'Three', content: <p>Third</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Second')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // Through the handle, Back on step 0 still calls onBack but stays.
    act(() => ref.current?.back());
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(ref.current?.currentStep).toBe(0);
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('shows Confirm on the last step; confirming shows the completed content and calls onComplete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<NameWizard onComplete={onComplete} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('All done')).toBeInTheDocument();
    expect(screen.queryByText('Confirm step')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(currentStep()).toBeUndefined();
    expect(screen.getAllByText(/, completed$/)).toHaveLength(3);
  });

  it('uses custom button labels', async () => {
    const user = userEvent.setup();
    render(
      <Wizard
        labels={{ confirm: 'Finish', next: 'Continue', back: 'Previous' }}
        steps={[
          { label: 'One', content: <p>First</p> },
          { label: 'Two', content: <p>Second</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('does not complete while the last step is invalid', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onNext = vi.fn();
    render(
      <Wizard
        onComplete={onComplete}
        steps={[{ label: 'Only', content: <p>Only step</p>, onNext, isValid: () => false }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByText('Only step')).toBeInTheDocument();
  });

  it('resets to step 0 from "Start again" and through the ref, calling onReset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const ref = createRef<WizardHandle>();
    render(
      <Wizard
        ref={ref}
        onReset={onReset}
        completedContent={<p>All done</p>}
        steps={[
          { label: 'One', content: <p>First</p> },
          { label: 'Two', content: <p>Second</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1 of 2: One' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(ref.current?.currentStep).toBe(1);
    act(() => ref.current?.reset());
    expect(onReset).toHaveBeenCalledTimes(2);
    expect(ref.current?.currentStep).toBe(0);
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('moves through the ref handle like the buttons', () => {
    const ref = createRef<WizardHandle>();
    const onComplete = vi.fn();
    render(
      <Wizard
        ref={ref}
        onComplete={onComplete}
        steps={[
          { label: 'One', content: <p>First</p> },
          { label: 'Two', content: <p>Second</p> },
        ]}
      />,
    );
    act(() => ref.current?.next());
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => ref.current?.next());
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('mirrors `orientation` to data-orientation, next to its `variant`', () => {
    mockNarrowWindow(false);
    render(<NameWizard orientation="vertical" variant="rich" />);
    const wizard = screen.getByRole('group', { name: 'Profile' });
    expect(wizard).toHaveAttribute('data-orientation', 'vertical');
    expect(wizard).toHaveAttribute('data-variant', 'rich');
    expect(wizard).not.toHaveAttribute('data-layout');
    expect(wizard).toHaveClass('flex-row');
  });

  it('turns a vertical wizard horizontal at 767 px and below', () => {
    mockNarrowWindow(true);
    render(<NameWizard orientation="vertical" />);
    expect(screen.getByRole('group', { name: 'Profile' })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
  });

  it('keeps a vertical wizard vertical on wide windows', () => {
    mockNarrowWindow(false);
    render(<NameWizard orientation="vertical" variant="rich" />);
    expect(screen.getByRole('group', { name: 'Profile' })).toHaveAttribute(
      'data-orientation',
      'vertical',
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveAttribute(
      'data-orientation',
      'vertical',
    );
  });

  it('keeps a horizontal wizard horizontal at every width', () => {
    mockNarrowWindow(true);
    const { unmount } = render(<NameWizard orientation="horizontal" />);
    expect(screen.getByRole('group', { name: 'Profile' })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
    unmount();
    mockNarrowWindow(false);
    render(<NameWizard />);
    expect(screen.getByRole('group', { name: 'Profile' })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
  });

  it('draws a rich indicator with numbers, then a check for completed steps', async () => {
    const user = userEvent.setup();
    render(
      <Wizard
        variant="rich"
        steps={[
          { label: 'One', content: <p>First</p> },
          { label: 'Two', content: <p>Second</p> },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1');
    expect(items[0]).toHaveAttribute('data-active');
    expect(items[1]).not.toHaveAttribute('data-active');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveAttribute('data-active');
  });

  it('reads Enter in a step’s field as Next, refusing an invalid step like the button', async () => {
    const user = userEvent.setup();
    render(<NameWizard />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '{Enter}');
    expect(name).toHaveAccessibleDescription('The Name field is required.');
    expect(currentStep()).toHaveTextContent('Name, current step');

    await user.type(name, 'Ada{Enter}');
    expect(screen.getByRole('group', { name: 'Step 2 of 3: Country' })).toHaveFocus();
  });

  it('reads Enter in a field of the last step as Confirm', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(
      <Wizard
        onComplete={onComplete}
        completedContent={<p>All done</p>}
        steps={[
          {
            label: 'Note',
            content: (
              <label>
                Note <input type="email" />
              </label>
            ),
          },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'a@b.c{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('All done')).toBeInTheDocument();
  });

  it('leaves Enter alone in a text area, with a modifier, or when the field used it', async () => {
    const user = userEvent.setup();
    render(
      <Wizard
        steps={[
          {
            label: 'One',
            content: (
              <>
                <label>
                  Story <textarea />
                </label>
                <label>
                  Search{' '}
                  <input onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />
                </label>
                <label>
                  Plain <input />
                </label>
              </>
            ),
          },
          { label: 'Two', content: <p>Second</p> },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Story' }), 'a{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'b{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Plain' }), 'c{Shift>}{Enter}{/Shift}');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });
});

describe('Wizard step state', () => {
  const twoSteps = [
    { label: 'One', content: <p>First</p> },
    { label: 'Two', content: <p>Second</p> },
    { label: 'Three', content: <p>Third</p> },
  ];

  it('starts at defaultStep and reports moves when uncontrolled', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(<Wizard steps={twoSteps} defaultStep={1} onStepChange={onStepChange} />);
    expect(screen.getByText('Second')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(onStepChange).toHaveBeenCalledWith(2);
  });

  it('shows the step the parent gives and follows it when it changes', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    const { rerender } = render(<Wizard steps={twoSteps} step={0} onStepChange={onStepChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenCalledWith(1);
    // The parent has not accepted the move yet: the wizard stays where it is told.
    expect(screen.getByText('First')).toBeInTheDocument();
    rerender(<Wizard steps={twoSteps} step={2} onStepChange={onStepChange} />);
    expect(screen.getByText('Third')).toBeInTheDocument();
  });

  it('moves when a controlling parent accepts the change', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [step, setStep] = useState(0);
      return (
        <>
          <output aria-label="Parent step">{step}</output>
          <Wizard steps={twoSteps} step={step} onStepChange={setStep} />
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Parent step' })).toHaveTextContent('1');
  });
});
