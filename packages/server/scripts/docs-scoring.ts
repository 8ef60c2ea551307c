/** Rewrites the generated event-policy section of docs/scoring.md from the policy table. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withPolicyDoc } from '../src/scoring/policy-doc';

const path = fileURLToPath(new URL('../../../docs/scoring.md', import.meta.url));
writeFileSync(path, withPolicyDoc(readFileSync(path, 'utf8')));
console.log(`wrote ${path}`);
