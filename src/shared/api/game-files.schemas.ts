/** The game-files endpoints: how to call them and what they take and answer (src/shared/api/game-files.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { IsoTime, Nullable } from './envelope.schemas';

/** A problem as the check found it (the engine's GameProblem), and its sentence. */
export const GameFileProblem = Type.Object({
  /** The whole sentence, as the terminal prints it: `valorant.json:35:14: input "agent" max: … Fix: ….` */
  sentence: Type.String(),
  /** The field by its keys ('input "agent" max'), and as a path ('inputs/1/max'; '' for the whole file). */
  field: Type.String(),
  path: Type.String(),
  message: Type.String(),
  fix: Type.String(),
  line: Nullable(Type.Integer()),
  col: Nullable(Type.Integer()),
  /** The offending lines of a JSON syntax error, with a caret. */
  excerpt: Nullable(Type.String()),
});
export type GameFileProblem = Static<typeof GameFileProblem>;

export const GameFile = Type.Object({
  file: Type.String(),
  /** The game as read, when it passed the engine's own check (so its form can be drawn); else null. */
  game: Nullable(Type.Record(Type.String(), Type.Unknown())),
  problems: Type.Array(GameFileProblem),
});
export type GameFile = Static<typeof GameFile>;

export const GameFilesCheck = Type.Object({ checkedAt: IsoTime, files: Type.Array(GameFile) });
export type GameFilesCheck = Static<typeof GameFilesCheck>;

export const gameFilesCheck = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/game-files',
  summary: 'Every game file as it is on disk now, with the problems its check finds',
  reply: GameFilesCheck,
});
