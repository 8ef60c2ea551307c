/** A progress bar on stderr, drawn only when stderr is a terminal (never in pipes or logs). */
export function progressBar(label: string) {
  const tty = process.stderr.isTTY === true;
  let last = 0;
  return {
    update(done: number, total: number): void {
      if (!tty) return;
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const width = 30;
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * width);
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`,
      );
    },
    finish(): void {
      if (tty) process.stderr.write('\n');
    },
  };
}
