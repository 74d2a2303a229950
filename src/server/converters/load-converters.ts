import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { orderConverters, type ConverterDefinition } from '../../shared/converter-definition';

/**
 * Reads every schemas/converters/*.json and checks it against schemas/converter.schema.json,
 * so a bad file stops the server at start with the file and field named, rather than
 * serving a page the client cannot draw.
 */
export function loadConverters(schemasDir: string): ConverterDefinition[] {
  const schema = JSON.parse(fs.readFileSync(path.join(schemasDir, 'converter.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ allErrors: false }).compile(schema);
  const dir = path.join(schemasDir, 'converters');
  const files: Record<string, unknown> = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!validate(data)) {
      const error = validate.errors?.[0];
      throw new Error(`schemas/converters/${name}: ${error?.instancePath || '(root)'} ${error?.message ?? 'is invalid'}`);
    }
    files[file] = data;
  }
  return orderConverters(files);
}
