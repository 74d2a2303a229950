import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractStyleProps } from '../../src/client/lib/mantine-style-props';
import { MANTINE_EXTRACT_STYLE_PROPS } from '../../build/vite/client-resolve';

// Mantine's own, by file (the import fails if Mantine moves it): the builds swap it for ours
// (fastStyleProps), this test project does not. Mantine ships no types for the file.
const mantineFile = new URL(
  '../../node_modules/@mantine/core/esm/core/Box/style-props/extract-style-props/extract-style-props.mjs',
  import.meta.url,
);
const mantine = (await import(mantineFile.href)) as { extractStyleProps: typeof extractStyleProps };

// Mantine's style props and props a component passes on, so both kinds turn up in most cases.
const STYLE = 'm mt px bd bdrs c fz tt lts w maw pos inset display hiddenFrom darkHidden sx'.split(' ');
const OTHER = 'children className style component href size variant mod onClick data-testid aria-label gap'.split(' ');
const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.object({ maxDepth: 1 }));
const props = fc.dictionary(fc.oneof(fc.constantFrom(...STYLE, ...OTHER), fc.string({ maxLength: 6 })), value, { maxKeys: 12 });

describe('extractStyleProps (the builds use ours for Mantine)', () => {
  it("splits any props exactly as Mantine's own does: the set style props, and every other prop as given", () => {
    fc.assert(
      fc.property(props, (given) => {
        const ours = extractStyleProps(given);
        const theirs = mantine.extractStyleProps(given);
        expect(ours.styleProps).toStrictEqual(theirs.styleProps);
        expect(ours.rest).toStrictEqual(theirs.rest);
        expect(Object.keys(ours.rest)).toEqual(Object.keys(theirs.rest));
      }),
      { numRuns: 500 },
    );
  });

  it('is swapped in for the module imported above, and for no other', () => {
    expect(MANTINE_EXTRACT_STYLE_PROPS.test(mantineFile.pathname)).toBe(true);
    expect(MANTINE_EXTRACT_STYLE_PROPS.test(mantineFile.pathname.replace('core/Box', 'core/Other'))).toBe(false);
  });
});
