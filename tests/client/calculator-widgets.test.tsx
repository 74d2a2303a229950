import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Button } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { CalculatorForm } from '../../src/client/features/calculator/form/CalculatorForm';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    level: { type: 'integer', title: 'Level', minimum: 1, maximum: 2000 },
    blueEssence: { type: 'integer', title: 'Blue Essence', minimum: 1, maximum: 99999999999 },
    rank: { type: 'string', title: 'Rank', enum: ['Unranked', 'Gold'], default: 'Unranked' },
    tier: { type: 'string', title: 'Tier', enum: [] as string[] },
    gunBuddy: { type: 'boolean', title: 'Gun Buddy', default: false },
    skins: {
      type: 'object',
      title: 'Skins',
      properties: { epic: { type: 'integer', title: 'Epic' }, normal: { type: 'integer', title: 'Normal' } },
    },
    costumes: {
      type: 'object',
      title: 'Costumes',
      properties: { rare: { type: 'integer', title: 'Rare Costumes', minimum: 1, maximum: 200 } },
    },
    emotes: { type: 'object', title: 'Emotes', properties: { rare: { type: 'integer', title: 'Rare Emotes', minimum: 1, maximum: 200 } } },
  },
};
// Shaped like the engine's visitorForm output.
const uiSchema: UiSchema = {
  blueEssence: { 'ui:widget': 'boundedInteger', 'ui:options': { step: 1000 } },
  rank: { 'ui:widget': 'optionSelect' },
  tier: { 'ui:widget': 'optionSelect' },
  skins: { 'ui:field': 'groupPanel', 'ui:options': { panel: 'toggle' } },
  costumes: { 'ui:field': 'groupPanel', 'ui:options': { panel: 'accordion' } },
  emotes: { 'ui:field': 'groupPanel', 'ui:options': { panel: 'accordion' } },
};

function Harness({ onData }: { onData?: (d: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({ rank: 'Unranked', gunBuddy: false });
  return (
    <MantineProvider>
      <CalculatorForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={(d) => {
          setData(d);
          onData?.(d);
        }}
        onSubmit={() => {}}
      >
        <Button type="submit">Calculate Now</Button>
      </CalculatorForm>
      <output data-testid="data">{JSON.stringify(data)}</output>
    </MantineProvider>
  );
}

const data = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as Record<string, unknown>;

// Rendering a whole rjsf form in jsdom is slow on a busy machine.
describe('calculator form widgets', { timeout: 20_000 }, () => {
  it('takes an in-range integer and refuses an out-of-range one, keeping the previous value and showing the range', async () => {
    render(<Harness />);
    const level = screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement;
    fireEvent.change(level, { target: { value: '150' } });
    expect(level.value).toBe('150');
    expect(data().level).toBe(150);
    await userEvent.type(level, '0'); // 1500 is fine
    await userEvent.type(level, '0'); // 15000 is over 2000
    expect(level.value).toBe('1500');
    expect(data().level).toBe(1500);
    expect(screen.getByText('Level must be a whole number from 1 to 2000')).toBeTruthy();
    expect(level.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('refuses text that is not a whole number', async () => {
    render(<Harness />);
    const level = screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement;
    fireEvent.change(level, { target: { value: '12' } });
    fireEvent.change(level, { target: { value: '12.5' } });
    expect(level.value).toBe('12');
    fireEvent.change(level, { target: { value: '12a' } });
    expect(level.value).toBe('12');
    expect(data().level).toBe(12);
  });

  it('allows the field to be emptied (counts as 0) and clears the hint on a good value', async () => {
    render(<Harness />);
    const level = screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement;
    await userEvent.type(level, '0');
    expect(level.value).toBe('');
    expect(screen.getByText('Level must be a whole number from 1 to 2000')).toBeTruthy();
    await userEvent.type(level, '7');
    expect(screen.queryByText('Level must be a whole number from 1 to 2000')).toBeNull();
    await userEvent.clear(level);
    expect(level.value).toBe('');
    expect(data().level).toBeUndefined();
  });

  it('steps to round values of the schema step with the arrow keys and buttons, within the bounds', async () => {
    render(<Harness />);
    const essence = screen.getByRole('spinbutton', { name: 'Blue Essence' }) as HTMLInputElement;
    fireEvent.keyDown(essence, { key: 'ArrowUp' });
    expect(essence.value).toBe('1000');
    fireEvent.keyDown(essence, { key: 'ArrowUp' });
    expect(essence.value).toBe('2000');
    await userEvent.click(screen.getByRole('button', { name: 'Increase Blue Essence' }));
    expect(essence.value).toBe('3000');
    fireEvent.keyDown(essence, { key: 'ArrowDown' });
    fireEvent.keyDown(essence, { key: 'ArrowDown' });
    expect(essence.value).toBe('1000');
    fireEvent.keyDown(essence, { key: 'ArrowDown' });
    expect(essence.value).toBe('1');
    // A typed value off the grid steps to the next round one.
    await userEvent.clear(essence);
    await userEvent.type(essence, '1500');
    fireEvent.keyDown(essence, { key: 'ArrowUp' });
    expect(essence.value).toBe('2000');
    expect(data().blueEssence).toBe(2000);
  });

  it('shows the select default, is not searchable, and says No Options Found for an empty list', async () => {
    render(<Harness />);
    const rank = screen.getByRole('combobox', { name: 'Rank' }) as HTMLSelectElement;
    // The browser's own select: a list to choose from, nothing to type into.
    expect(rank.tagName).toBe('SELECT');
    expect(rank.selectedOptions[0]?.textContent).toBe('Unranked');
    await userEvent.selectOptions(rank, 'Gold');
    expect(data().rank).toBe('Gold');
    const tier = screen.getByRole('combobox', { name: 'Tier' }) as HTMLSelectElement;
    expect([...tier.options].map((option) => [option.textContent, option.disabled])).toEqual([['No Options Found', true]]);
    expect(tier.selectedOptions[0]?.textContent).toBe('No Options Found');
  });

  it('toggles a flag', async () => {
    render(<Harness />);
    const flag = screen.getByRole('checkbox', { name: 'Gun Buddy' });
    await userEvent.click(flag);
    expect(data().gunBuddy).toBe(true);
  });

  it('shows the running total of a group in its header and ignores negatives', async () => {
    render(<Harness />);
    const header = screen.getByRole('button', { name: /Skins/ });
    expect(within(header).getByText('Total: 0')).toBeTruthy();
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Epic' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Normal' }), { target: { value: '-4' } });
    expect(within(header).getByText('Total: 3')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Normal' }), { target: { value: '10' } });
    expect(within(header).getByText('Total: 13')).toBeTruthy();
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens accordion panels one at a time, and toggle panels independently', async () => {
    render(<Harness />);
    const costumes = screen.getByRole('button', { name: /Costumes/ });
    const emotes = screen.getByRole('button', { name: /Emotes/ });
    const skins = screen.getByRole('button', { name: /Skins/ });
    await userEvent.click(skins);
    await userEvent.click(costumes);
    expect(costumes.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(emotes);
    expect(emotes.getAttribute('aria-expanded')).toBe('true');
    expect(costumes.getAttribute('aria-expanded')).toBe('false');
    expect(skins.getAttribute('aria-expanded')).toBe('true');
  });
});
