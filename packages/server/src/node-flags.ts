/**
 * The V8 options the server runs with: `npm start`, the Docker image and the benchmarks all start
 * `dist/main.js` with them (node-flags.test.ts checks each place).
 *
 * A young generation of up to 32 MB a semi-space (Node's default is 16): under load every request in
 * flight survives the scavenges that run while it waits for its batch, and with 16 MB scavenging took
 * about 20 % of the server's CPU at 50 connections in scripts/bench-events.ts (4-8 ms pauses every
 * 40 ms). 64 MB scavenged least, but V8 grows the young generation to three semi-spaces under load:
 * on the embedded database the server then peaked at 416-488 MB in bench:events and bench:memory,
 * against 336 MB with 32 and 324 MB with 16, where a VPS of 1 GB is the target (400 MB at most).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
