/** Reading a password: from standard input (--password-stdin), or typed at a terminal without echo. */
import { UsageError } from './output';

export async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Prompts on stderr and reads one line from the terminal with echo off. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = '';
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

export async function readNewPassword(fromStdin: boolean | undefined): Promise<string> {
  if (fromStdin) return readPasswordFromStdin();
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'no terminal to type a password in: pass it on standard input with --password-stdin',
    );
  }
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat the password: ')) !== password)
    throw new UsageError('the passwords differ');
  return password;
}
