import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { resourceKeys } from '@/lib/resource';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import { ResourceField, ResourceForm, useResourceForm, valuesDrafts } from '.';

type Thing = { id: number; title: string; stage: string; done: boolean; version: number };
type ThingValues = { title: string; notes: string; stage: string; done: boolean; due: string };

const EMPTY: ThingValues = { title: '', notes: '', stage: '', done: false, due: '' };
const KETTLE: Thing = { id: 4, title: 'Kettle', stage: 'draft', done: false, version: 2 };
const MESSAGES: Record<string, string> = {
  titleRequired: 'Enter a title.',
  stageRequired: 'Choose a stage.',
  titleTaken: 'Another thing has this title.',
  dueInvalid: 'Enter the due date as a whole day.',
};
const DRAFT_KEY = '/admin/things/4';

const keys = resourceKeys('things');
const drafts = valuesDrafts('test.thingDraft', EMPTY);
const valuesOf = (thing: Thing): ThingValues => ({ ...EMPTY, ...thing, notes: '' });
const bodyOf = ({ title, stage, done, due }: ThingValues) => ({
  title,
  stage,
  done,
  ...(due ? { due } : {}),
});
const validate = (values: ThingValues) => ({
  ...(values.title.trim() ? {} : { title: 'titleRequired' }),
  ...(values.stage ? {} : { stage: 'stageRequired' }),
  ...(values.due && !/^\d{4}-\d{2}-\d{2}$/.test(values.due) ? { due: 'dueInvalid' } : {}),
});

function ThingForm({
  api,
  thing,
  readOnly,
  onSaved,
}: {
  api: {
    create: (body: unknown) => Promise<Thing>;
    update: (...args: unknown[]) => Promise<Thing>;
  };
  thing?: Thing;
  readOnly?: boolean;
  onSaved: (thing: Thing, created: boolean) => void;
}) {
  const form = useResourceForm({
    api,
    keys,
    record: thing,
    readOnly,
    draftKey: DRAFT_KEY,
    drafts,
    empty: EMPTY,
    valuesOf,
    bodyOf,
    validate,
    fieldOf: (path) => (path === 'name' ? 'title' : undefined),
    message: (key) => MESSAGES[key] ?? key,
    onSaved,
  });
  return (
    <ResourceForm
      form={form}
      labels={{
        draftRestored: 'Your draft is back.',
        save: 'Save',
        saveFailed: 'Could not save.',
        forbidden: 'Not allowed.',
      }}
      conflict={{
        name: (current) => current.title,
        fields: (current) => [{ label: 'Title', value: current.title }],
      }}
    >
      <ResourceField form={form} name="title" label="Title" hint="A short name." />
      <ResourceField form={form} name="notes" label="Notes" control="textarea" />
      <ResourceField form={form} name="stage" label="Stage" control="select">
        <option value="">Choose…</option>
        <option value="draft">Draft</option>
        <option value="done">Done</option>
      </ResourceField>
      <ResourceField form={form} name="due" label="Due" type="date" />
      <ResourceField form={form} name="done" label="Finished" control="checkbox" />
    </ResourceForm>
  );
}

function renderForm(props: { thing?: Thing; readOnly?: boolean } = {}) {
  const api = { create: vi.fn<(body: unknown) => Promise<Thing>>(), update: vi.fn() };
  const onSaved = vi.fn();
  const view = renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <ThingForm api={api} onSaved={onSaved} {...props} />
    </QueryClientProvider>,
    { path: DRAFT_KEY },
  );
  return { ...view, api, onSaved };
}

const field = (name: string) => screen.getByLabelText(name);

/**
 * A date input with part of a day typed into it (`unreadable`), or emptied: its value stays '' either
 * way, without an event; only its validity tells the two apart.
 */
function typeIntoDate(input: HTMLElement, unreadable: boolean) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: unreadable } });
}

const save = () => screen.getByRole('button', { name: 'Save' });

afterEach(() => {
  window.sessionStorage.clear();
  queryClient.clear();
});

describe('useResourceForm with ResourceField', () => {
  it('labels each control, describes it by its hint, and fills it from the record', () => {
    renderForm({ thing: KETTLE });
    expect(field('Title')).toHaveValue('Kettle');
    expect(field('Title')).toHaveAccessibleDescription('A short name.');
    expect(field('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('draft');
    expect(screen.getByRole('checkbox', { name: 'Finished' })).not.toBeChecked();
    expect(field('Title').closest('[data-slot="resource-field"]')).not.toBeNull();
  });

  it('brings a kept draft back, with its version, and says so', async () => {
    drafts.write(DRAFT_KEY, { values: { ...valuesOf(KETTLE), title: 'Teapot' }, version: 1 });
    const { user, api } = renderForm({ thing: KETTLE });
    expect(field('Title')).toHaveValue('Teapot');
    expect(screen.getByText('Your draft is back.')).toBeVisible();
    api.update.mockResolvedValue({ ...KETTLE, title: 'Teapot', version: 3 });
    await user.click(save());
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    // Saved at the version the draft was typed over, so a newer save meets the conflict.
    expect(api.update).toHaveBeenCalledWith(4, {
      title: 'Teapot',
      stage: 'draft',
      done: false,
      version: 1,
    });
  });

  it('shows a field’s message once it is left, and not when it is left for Save', async () => {
    const { user } = renderForm();
    await user.click(field('Title'));
    fireEvent.blur(field('Title'), { relatedTarget: save() });
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    await user.click(field('Title'));
    await user.tab();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription('Enter a title. A short name.');
    // The next field has not been left yet.
    expect(field('Stage')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every message and focuses the first field with one, sending nothing', async () => {
    const { user, api } = renderForm();
    await fill(user, field('Notes'), 'Left blank');
    await user.click(save());
    expect(field('Title')).toHaveFocus();
    expect(field('Title')).toHaveAccessibleDescription('Enter a title. A short name.');
    expect(field('Stage')).toHaveAccessibleDescription('Choose a stage.');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('creates, clears the draft, puts the record in the cache and calls onSaved', async () => {
    const { user, api, onSaved } = renderForm();
    api.create.mockResolvedValue({ ...KETTLE, id: 9, version: 1 });
    await fill(user, field('Title'), 'Kettle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'draft');
    await user.click(screen.getByRole('checkbox', { name: 'Finished' }));
    expect(window.sessionStorage.length).toBe(1);
    await user.click(save());
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), true),
    );
    expect(api.create).toHaveBeenCalledWith({ title: 'Kettle', stage: 'draft', done: true });
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(keys.detail(9))).toMatchObject({ id: 9, title: 'Kettle' });
    expect(screen.getByRole('checkbox', { name: 'Finished' })).not.toBeChecked();
  });

  it('does not save a date typed in part as no date, but says so', async () => {
    const { user, api, onSaved } = renderForm();
    api.create.mockResolvedValue({ ...KETTLE, id: 9, version: 1 });
    await fill(user, field('Title'), 'Kettle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'draft');
    // Left with part of a day in it, the field says so; emptied and left, it says nothing.
    await user.click(field('Due'));
    typeIntoDate(field('Due'), true);
    await user.tab();
    expect(field('Due')).toHaveAccessibleDescription('Enter the due date as a whole day.');
    await user.click(field('Due'));
    typeIntoDate(field('Due'), false);
    await user.tab();
    expect(field('Due')).not.toHaveAttribute('aria-invalid');
    // Enter in the field submits without leaving it: the submit reads it.
    await user.click(field('Due'));
    typeIntoDate(field('Due'), true);
    fireEvent.submit(field('Due').closest('form')!);
    expect(field('Due')).toHaveAccessibleDescription('Enter the due date as a whole day.');
    expect(field('Due')).toHaveFocus();
    expect(api.create).not.toHaveBeenCalled();
    // Emptied, it holds no date at all: the record saves without one.
    typeIntoDate(field('Due'), false);
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.create).toHaveBeenCalledWith({ title: 'Kettle', stage: 'draft', done: false });
  });

  it('puts a 422’s messages on their fields and focuses the first; a change clears it', async () => {
    const { user, api, onSaved } = renderForm({ thing: KETTLE });
    api.update.mockRejectedValue(
      new ApiError(422, { error: { code: 'validation_failed' }, fields: { name: 'titleTaken' } }),
    );
    await user.click(save());
    await waitFor(() =>
      expect(field('Title')).toHaveAccessibleDescription(
        'Another thing has this title. A short name.',
      ),
    );
    expect(field('Title')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    await fill(user, field('Title'), 's');
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('says when the role may not save, or the save failed; a 401 is left to the sign-in', async () => {
    const { user, api } = renderForm({ thing: KETTLE });
    api.update.mockRejectedValueOnce(new ApiError(403, { error: { code: 'forbidden' } }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
    await fill(user, field('Title'), 's');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    api.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(save());
    expect(await screen.findByText('Could not save.')).toBeVisible();
    await fill(user, field('Title'), 's');
    api.update.mockRejectedValueOnce(new ApiError(401, { error: { code: 'unauthenticated' } }));
    await user.click(save());
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('on a 409 loads their version when asked', async () => {
    const theirs = { ...KETTLE, title: 'Their kettle', stage: 'done', version: 5 };
    const { user, api } = renderForm({ thing: KETTLE });
    api.update.mockRejectedValue(
      new ApiError(409, { error: { code: 'version_conflict' }, current: theirs }),
    );
    await fill(user, field('Title'), ' mine');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(dialog).toHaveTextContent('Their kettle');
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(field('Title')).toHaveValue('Their kettle'));
    // Save kept focus while saving, so the dialog gives it back there.
    await waitFor(() => expect(save()).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('done');
    expect(queryClient.getQueryData(keys.detail(4))).toEqual(theirs);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('on a 409 overwrites theirs at their version when asked', async () => {
    const theirs = { ...KETTLE, title: 'Their kettle', version: 5 };
    const { user, api, onSaved } = renderForm({ thing: KETTLE });
    api.update
      .mockRejectedValueOnce(
        new ApiError(409, { error: { code: 'version_conflict' }, current: theirs }),
      )
      .mockResolvedValueOnce({ ...KETTLE, title: 'Kettle mine', version: 6 });
    await fill(user, field('Title'), ' mine');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 6 }), false),
    );
    expect(api.update.mock.calls.map(([, body]) => (body as { version: number }).version)).toEqual([
      2, 5,
    ]);
    expect(field('Title')).toHaveValue('Kettle mine');
  });

  it('shows a viewer the values without Save, leaving any draft alone', () => {
    drafts.write(DRAFT_KEY, { values: { ...valuesOf(KETTLE), title: 'Teapot' }, version: 2 });
    renderForm({ thing: KETTLE, readOnly: true });
    expect(field('Title')).toHaveValue('Kettle');
    expect(field('Title')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Finished' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your draft is back.')).not.toBeInTheDocument();
    expect(drafts.read(DRAFT_KEY)?.values.title).toBe('Teapot');
  });

  it('shows a viewer each value plainly, without the hint on how to type it', () => {
    renderForm({ thing: KETTLE, readOnly: true });
    expect(field('Title')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('A short name.')).not.toBeInTheDocument();
  });

  it('shows an editor the hint', () => {
    renderForm({ thing: KETTLE });
    expect(field('Title')).toHaveAccessibleDescription('A short name.');
  });
});
