/**
 * How much the property tests (fast-check) generate. `npm test` runs each property's quick number of
 * cases from a seed that is today's date (property-setup.ts): a run is reproducible, and each day
 * tries other cases. `npm run fuzz` (CI runs it after `npm test`) runs the deep number (FUZZ=1). A
 * failure prints its seed: `FC_SEED=<seed> npx vitest run <file>` replays it.
 */

/** FC_SEED when it is set, else today's UTC date as a number (20261127). */
export function propertySeed(env: NodeJS.ProcessEnv = process.env, now = new Date()): number {
  const given = env.FC_SEED?.trim();
  if (!given) return Number(now.toISOString().slice(0, 10).replaceAll('-', ''));
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${given}`);
  return seed;
}

/** The cases of one property: `quick` in `npm test`, `deep` under FUZZ=1, HOSTILE_RUNS when set. */
export function propertyRuns(
  quick: number,
  deep: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (env.HOSTILE_RUNS) return Number(env.HOSTILE_RUNS);
  return env.FUZZ === '1' ? deep : quick;
}
