import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { GameDefinition } from '../../../engine/game-types';
import { priceOf, type PriceResult } from '../../../engine/price';
import { visitorForm } from '../../../engine/visitor-form';
import { CalculatorForm } from './form/CalculatorForm';
import { BreakdownChart } from './BreakdownChart';
import type { ServedConfig } from '../../../shared/api/calculators';
import { formatLongDate } from './format-date';
import { ResultBoxes } from './ResultBoxes';
import { ShareLink } from './ShareLink';
import { acceptShared, decodeShareQuery, encodeShareQuery } from './share-query';
import { useSiteOrigin } from '../../lib/site-origin';
import { useResultInView } from './use-result-in-view';
import { ResultAnnouncement } from './ResultAnnouncement';

type FormData = Record<string, unknown>;

/** Ways to set inputs from outside the calculator, through the form state typing uses. */
export interface FormFill {
  /** Fills some counts of one group input (e.g. 'skins'); the visitor then presses Calculate Now. */
  group: (group: string, counts: Record<string, number>) => void;
  /**
   * Sets top-level inputs (an account read from Riot) as a shared link would: each value only if
   * typing it would be taken. Prices at once (figures, share link, address) and returns what was taken.
   */
  inputs: (inputs: Readonly<Record<string, number | string>>) => Record<string, number | string>;
}
/** Something composed above the form by the app (the skin collection and Riot ID hand-offs), given ways to fill it. */
export type FormExtras = (fill: FormFill) => ReactNode;

// The fills read the form's live data when a visitor acts (an event), never while rendering.
const Extras = ({ extras, fill }: { extras: FormExtras; fill: FormFill }) => extras(fill);

/**
 * Inputs named in the URL query (a shared link) fill the form and are priced at once; each
 * calculation writes the non-default inputs back into the query.
 */
export function CalculatorBody({ game, config, extras }: { game: GameDefinition; config: ServedConfig; extras?: FormExtras }) {
  const form = useMemo(() => visitorForm(game, config), [game, config]);
  const schema = form.schema as RJSFSchema;
  const [searchParams, setSearchParams] = useSearchParams();
  const [shared] = useState(() => decodeShareQuery(schema, searchParams.toString(), form.formData, acceptShared));
  // The form keeps its own state while the visitor types (a controlled rjsf form would render
  // twice per keystroke); this holds what was last priced, which a config reload starts from.
  const [data, setData] = useState<FormData>(shared ?? form.formData);
  const [result, setResult] = useState<PriceResult | null>(() => (shared ? priceOf(game, config, shared) : null));

  // The link is built from the priced inputs, not read back from the URL, which the router updates a moment later.
  const [query, setQuery] = useState(() => searchParams.toString());

  // A fill from outside restarts the form from the filled data, built on what the form holds now (typed, not yet priced).
  const [formKey, setFormKey] = useState(0);
  const live = useRef<FormData>(data);
  const restart = (next: FormData) => {
    live.current = next;
    setData(next);
    setFormKey((k) => k + 1);
  };

  const { ref: resultRef, bringIntoView } = useResultInView(shared !== null);

  const calculate = (submitted: FormData) => {
    live.current = submitted;
    setData(submitted);
    const next = priceOf(game, config, submitted);
    const nextQuery = next.price > 0 ? encodeShareQuery(schema, submitted, form.formData) : '';
    setResult(next);
    setQuery(nextQuery);
    setSearchParams(nextQuery, { replace: true, preventScrollReset: true });
  };

  const fill: FormFill = {
    group: (group, counts) =>
      restart({ ...live.current, [group]: { ...((live.current[group] as FormData | undefined) ?? {}), ...counts } }),
    inputs: (inputs) => {
      const query = new URLSearchParams(Object.entries(inputs).map(([key, value]) => [key, String(value)])).toString();
      const next = decodeShareQuery(schema, query, live.current, acceptShared) ?? live.current;
      restart(next);
      calculate(next);
      return Object.fromEntries(Object.entries(inputs).filter(([key, value]) => String(next[key]) === String(value)));
    },
  };

  const origin = useSiteOrigin();
  const price = result?.price ?? 0;
  const shareUrl = `${origin}${game.route}${query ? `?${query}` : ''}`;
  const updated = formatLongDate(config.updatedAt);

  return (
    <Stack gap="md">
      {extras && <Extras extras={extras} fill={fill} />}
      <CalculatorForm
        key={formKey}
        schema={schema}
        uiSchema={form.uiSchema as UiSchema}
        formData={data}
        onChange={(typed) => (live.current = typed)}
        onSubmit={(submitted) => {
          calculate(submitted);
          bringIntoView();
        }}
      >
        <Stack gap={6} mt="md">
          <Button type="submit" size="md" fullWidth>
            Calculate Now
          </Button>
          {updated && <Text size="xs" c="dimmed" ta="center">{`Prices updated ${updated}`}</Text>}
        </Stack>
      </CalculatorForm>
      <div ref={resultRef} style={{ scrollMarginTop: 80, scrollMarginBottom: 16 }}>
        <ResultBoxes price={price} market={result?.market ?? 0} />
        {result && price === 0 && (
          <Text size="sm" c="dimmed" ta="center">
            Nothing to value yet: fill in at least one field, then press Calculate Now.
          </Text>
        )}
      </div>
      <ResultAnnouncement result={result} />
      {result && price > 0 && (
        <>
          <BreakdownChart items={result.breakdown} />
          <ShareLink url={shareUrl} />
        </>
      )}
    </Stack>
  );
}
