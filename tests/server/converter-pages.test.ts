import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConverterRegistry } from '../../src/server/data-files';

describe('converter pages on the server', () => {
  it('loads the five converter files in menu order', () => {
    expect(loadConverterRegistry(path.resolve('schemas/converters')).converters.map((c) => c.id)).toEqual([
      'riot-points',
      'valorant-points',
      'v-bucks',
      'robux',
      'twitch-bits',
    ]);
  });

  it('stops on an invalid file, naming the file and the field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-conv-'));
    fs.mkdirSync(path.join(dir, 'converters'));
    fs.copyFileSync(path.resolve('schemas/converter.schema.json'), path.join(dir, 'converter.schema.json'));
    const robux = JSON.parse(fs.readFileSync(path.resolve('schemas/converters/robux.json'), 'utf8')) as { currencies: { rate: unknown }[] };
    robux.currencies[0]!.rate = 'cheap';
    fs.writeFileSync(path.join(dir, 'converters', 'robux.json'), JSON.stringify(robux));
    try {
      expect(() => loadConverterRegistry(path.join(dir, 'converters'))).toThrow('robux.json: field "currencies/0/rate" must be number');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
