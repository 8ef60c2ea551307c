/** A bad setting: its message is what is printed (after "leadline: ") before the process stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
