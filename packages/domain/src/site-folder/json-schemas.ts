/** The JSON Schemas editors use to complete and check the site folder's YAML (`schema/` at the root). */
import { z } from 'zod';
import {
  calculatorFileSchema,
  glossaryFileSchema,
  siteFileSchema,
  testimonialsFileSchema,
} from '../site-content/schema';

const FILES = {
  'site.schema.json': ['site.yaml', siteFileSchema],
  'calculator.schema.json': ['calculator.yaml', calculatorFileSchema],
  'testimonials.schema.json': ['testimonials.yaml', testimonialsFileSchema],
  'glossary.schema.json': ['glossary.yaml', glossaryFileSchema],
} as const;

/** Each schema file's name and its text. */
export function siteJsonSchemas(): Map<string, string> {
  const schemas = new Map<string, string>();
  for (const [name, [file, schema]] of Object.entries(FILES)) {
    const json = { title: `Leadline ${file}`, ...z.toJSONSchema(schema, { io: 'input' }) };
    schemas.set(name, `${JSON.stringify(json, null, 2)}\n`);
  }
  return schemas;
}
