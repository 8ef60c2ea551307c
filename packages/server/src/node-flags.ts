/**
 * The V8 options the server runs with: `npm start`, the Docker image and the benchmarks all start
 * `dist/main.js` with them (node-flags.test.ts checks each place).
 *
 * A young generation of up to 64 MB a semi-space (Node's default is 16): under load every request in
 * flight survives the scavenges that run while it waits for its batch, and scavenging that often
 * took about 20 % of the server's CPU at 50 connections in scripts/bench-events.ts (4-8 ms pauses
 * every 40 ms). V8 grows the young generation (three semi-spaces, so at most 192 MB) only while
 * allocation calls for it: the server's peak memory under that bench rose from 273 to about 370 MB.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
