import { Profiler } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { MantineProvider, TextInput, Checkbox } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../src/shared/format-euro';
import { formatLongDate } from '../../src/client/features/calculator/format-date';
import { CalculatorForm } from '../../src/client/features/calculator/form/CalculatorForm';
import { useId } from '../../src/client/lib/stable-mantine-id';

// What a calculator page does while it hydrates, kept cheap (decision 0023).
describe('work a calculator page leaves out of hydration', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps Mantine's ids as rendered: no second commit after mounting inputs (stable-mantine-id)", () => {
    let commits = 0;
    render(
      <MantineProvider>
        <Profiler id="inputs" onRender={() => commits++}>
          <TextInput label="Level" />
          <Checkbox label="Gun Buddy" />
        </Profiler>
      </MantineProvider>,
    );
    expect(commits).toBe(1);
    const input = screen.getByRole('textbox', { name: 'Level' });
    expect(input.id).toMatch(/^mantine-/);
  });

  it("the stand-in useId answers a given id, else React's id with Mantine's prefix, the same on every render", () => {
    expect(renderHook(() => useId('level')).result.current).toBe('level');
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    expect(first).toMatch(/^mantine-\S+$/);
    expect(first).not.toContain(':');
    rerender();
    expect(result.current).toBe(first);
  });

  it('builds no Intl formatter for the form, the euro figures or the dates', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    render(
      <MantineProvider>
        <CalculatorForm
          schema={{ type: 'object', properties: { level: { type: 'integer', title: 'Level', minimum: 1, maximum: 10 } } }}
          uiSchema={{}}
          formData={{ level: 3 }}
          onSubmit={() => {}}
        >
          <button type="submit">Calculate Now</button>
        </CalculatorForm>
      </MantineProvider>,
    );
    expect((screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement).value).toBe('3');
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('21 November 2026');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });
});
