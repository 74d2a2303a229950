/**
 * The calculators contract: one route per game file, named by the file's `api`.
 *
 * - public GET configPath(api) → ServedConfig.
 * - operator POST savePath(api) (the whole config) → "<Game name> prices saved";
 *   400 INVALID_CONFIG naming the field when invalid, nothing stored.
 * - operator POST resetPath(api) → "<Game name> prices reset to defaults".
 */
import { Type, type Static } from 'typebox';

export const calculatorPaths = {
  public: { config: (api: string): string => `/${api}` },
  operator: { save: (api: string): string => `/${api}`, reset: (api: string): string => `/${api}/reset` },
} as const;

/** A game's price config as served: the game's config entries, and when an operator last changed it (null: defaults). */
export const ServedConfig = Type.Object(
  { market: Type.Number(), updatedAt: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: true },
);
export type ServedConfig = Static<typeof ServedConfig> & Record<string, unknown>;

/** A save sends the whole config; the game's own schema (the engine's) checks the entries and names the field. */
export const SaveConfigBody = Type.Object({}, { additionalProperties: true });

export const configSavedMessage = (gameName: string): string => `${gameName} prices saved`;
export const configResetMessage = (gameName: string): string => `${gameName} prices reset to defaults`;
