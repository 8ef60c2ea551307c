/** Writes schema/*.schema.json (the site folder's JSON Schemas, for editors) from the domain's schemas. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteJsonSchemas } from '../src/site-folder/json-schemas';

const dir = fileURLToPath(new URL('../../../schema/', import.meta.url));
for (const [name, text] of siteJsonSchemas()) {
  writeFileSync(`${dir}${name}`, text);
  console.log(`wrote schema/${name}`);
}
