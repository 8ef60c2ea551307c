/**
 * What Slack, Discord and ntfy accept, written from their documented rules, as validators that
 * answer the problems they find (none: the service would take it). The formats' unit tests and the
 * receivers of the integration tests (service-receiver.ts) judge every rendered body with them.
 * - Slack: https://api.slack.com/messaging/webhooks, .../reference/block-kit/blocks and
 *   .../composition-objects (the block types Leadline sends; any other is refused here).
 * - Discord: https://discord.com/developers/docs/resources/webhook#execute-webhook and
 *   .../resources/message#embed-object-embed-limits.
 * - ntfy: https://docs.ntfy.sh/publish/ (a body past 4,096 bytes becomes an attachment).
 */

export interface ServiceRequest {
  method: string;
  /** Lower-case names, as Node's http server gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJson(request: ServiceRequest, problems: string[]): unknown {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type} is not JSON`);
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    problems.push('the body is not JSON');
    return undefined;
  }
}

/** Keys outside `allowed`: Slack refuses a block with fields it does not know. */
function unknownKeys(value: Json, allowed: string[], where: string, problems: string[]) {
  for (const key of Object.keys(value))
    if (!allowed.includes(key)) problems.push(`${where}: unknown field ${key}`);
}

function slackText(
  value: unknown,
  where: string,
  max: number,
  problems: string[],
  only?: 'plain_text',
) {
  if (!isObject(value)) return problems.push(`${where}: not a text object`);
  const { type, text } = value;
  if (type !== 'plain_text' && type !== 'mrkdwn') problems.push(`${where}: type ${String(type)}`);
  if (only && type !== only) problems.push(`${where}: must be ${only}`);
  if (typeof text !== 'string' || text.length === 0) problems.push(`${where}: empty text`);
  else if (text.length > max)
    problems.push(`${where}: ${text.length} characters, more than ${max}`);
  if (type === 'plain_text') unknownKeys(value, ['type', 'text', 'emoji'], where, problems);
  else unknownKeys(value, ['type', 'text', 'verbatim'], where, problems);
  if ('verbatim' in value && typeof value.verbatim !== 'boolean')
    problems.push(`${where}: verbatim`);
  if ('emoji' in value && typeof value.emoji !== 'boolean') problems.push(`${where}: emoji`);
  return undefined;
}

function slackBlock(block: unknown, where: string, problems: string[]) {
  if (!isObject(block)) return problems.push(`${where}: not an object`);
  if ('block_id' in block && (typeof block.block_id !== 'string' || block.block_id.length > 255))
    problems.push(`${where}: block_id`);
  switch (block.type) {
    case 'header':
      unknownKeys(block, ['type', 'block_id', 'text'], where, problems);
      return slackText(block.text, `${where}.text`, 150, problems, 'plain_text');
    case 'section': {
      unknownKeys(block, ['type', 'block_id', 'text', 'fields'], where, problems);
      if (block.text === undefined && block.fields === undefined)
        problems.push(`${where}: a section needs text or fields`);
      if (block.text !== undefined) slackText(block.text, `${where}.text`, 3000, problems);
      if (block.fields !== undefined) {
        if (!Array.isArray(block.fields) || block.fields.length === 0 || block.fields.length > 10)
          problems.push(`${where}.fields: 1 to 10 text objects`);
        else block.fields.forEach((f, i) => slackText(f, `${where}.fields[${i}]`, 2000, problems));
      }
      return undefined;
    }
    case 'context':
      unknownKeys(block, ['type', 'block_id', 'elements'], where, problems);
      if (
        !Array.isArray(block.elements) ||
        block.elements.length === 0 ||
        block.elements.length > 10
      )
        return problems.push(`${where}.elements: 1 to 10 elements`);
      block.elements.forEach((e, i) => slackText(e, `${where}.elements[${i}]`, 3000, problems));
      return undefined;
    case 'divider':
      return unknownKeys(block, ['type', 'block_id'], where, problems);
    default:
      return problems.push(`${where}: unknown block type ${String(block.type)}`);
  }
}

/** Slack's incoming webhook: `text`, `blocks` or both; it answers 400 invalid_blocks otherwise. */
export function slackProblems(request: ServiceRequest): string[] {
  const problems: string[] = [];
  const body = parseJson(request, problems);
  if (!isObject(body)) return [...problems, 'the body is not a JSON object'];
  const { text, blocks } = body;
  if (text === undefined && blocks === undefined) problems.push('no text and no blocks');
  if (text !== undefined && (typeof text !== 'string' || text.length === 0))
    problems.push('text must be a non-empty string');
  if (typeof text === 'string' && text.length > 40_000)
    problems.push('text past 40,000 characters');
  if (blocks !== undefined) {
    if (!Array.isArray(blocks) || blocks.length === 0 || blocks.length > 50)
      problems.push('blocks: 1 to 50 blocks');
    else blocks.forEach((block, i) => slackBlock(block, `blocks[${i}]`, problems));
  }
  return problems;
}

const EMBED_LIMITS = { title: 256, description: 4096, fields: 25, name: 256, value: 1024 };

function discordEmbed(embed: unknown, where: string, problems: string[]): number {
  if (!isObject(embed)) return (problems.push(`${where}: not an object`), 0);
  let total = 0;
  const text = (value: unknown, max: number, at: string, required = false) => {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || (required && value.trim() === ''))
      return problems.push(`${at}: must be text`);
    if (value.length > max) problems.push(`${at}: ${value.length} characters, more than ${max}`);
    total += value.length;
    return undefined;
  };
  text(embed.title, EMBED_LIMITS.title, `${where}.title`);
  text(embed.description, EMBED_LIMITS.description, `${where}.description`);
  if (embed.fields !== undefined) {
    if (!Array.isArray(embed.fields) || embed.fields.length > EMBED_LIMITS.fields)
      problems.push(`${where}.fields: at most 25`);
    else
      embed.fields.forEach((field: unknown, i) => {
        const f = isObject(field) ? field : {};
        text(f.name, EMBED_LIMITS.name, `${where}.fields[${i}].name`, true);
        text(f.value, EMBED_LIMITS.value, `${where}.fields[${i}].value`, true);
      });
  }
  return total;
}

/** Discord's execute webhook: content (≤ 2,000) or embeds; an empty message is refused. */
export function discordProblems(request: ServiceRequest): string[] {
  const problems: string[] = [];
  const body = parseJson(request, problems);
  if (!isObject(body)) return [...problems, 'the body is not a JSON object'];
  const { content, embeds, allowed_mentions: mentions } = body;
  if (content !== undefined && typeof content !== 'string') problems.push('content must be text');
  if (typeof content === 'string' && content.length > 2000)
    problems.push(`content: ${content.length} characters, more than 2000`);
  const hasContent = typeof content === 'string' && content.trim() !== '';
  const hasEmbeds = Array.isArray(embeds) && embeds.length > 0;
  if (!hasContent && !hasEmbeds) problems.push('Cannot send an empty message');
  if (embeds !== undefined) {
    if (!Array.isArray(embeds) || embeds.length > 10) problems.push('embeds: at most 10');
    else {
      const total = embeds.reduce<number>(
        (sum, e, i) => sum + discordEmbed(e, `embeds[${i}]`, problems),
        0,
      );
      if (total > 6000) problems.push(`embeds: ${total} characters in all, more than 6000`);
    }
  }
  if (mentions !== undefined) {
    if (!isObject(mentions) || (mentions.parse !== undefined && !Array.isArray(mentions.parse)))
      problems.push('allowed_mentions: parse must be a list');
    else if (
      Array.isArray(mentions.parse) &&
      mentions.parse.some((p) => !['roles', 'users', 'everyone'].includes(String(p)))
    )
      problems.push('allowed_mentions.parse: roles, users or everyone');
  }
  return problems;
}

/** RFC 2047 encoded words as ntfy (Go's mime.WordDecoder) reads them; other text as it is. */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_all, charset: string, encoding: string, text: string) => {
      if (!/^utf-8$/i.test(charset)) throw new Error(`charset ${charset}`);
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      return bytes.toString('utf8');
    },
  );
}

const NTFY_PRIORITIES = ['1', '2', '3', '4', '5', 'min', 'low', 'default', 'high', 'max', 'urgent'];

/** The first of ntfy's names for a parameter that is set, decoded. */
export function ntfyParam(request: ServiceRequest, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = request.headers[name];
    if (typeof raw === 'string' && raw.trim() !== '') return decodeHeader(raw.trim());
  }
  return undefined;
}

/** ntfy's publish: a message of at most 4,096 bytes of UTF-8 text; priority, click as documented. */
export function ntfyProblems(request: ServiceRequest): string[] {
  const problems: string[] = [];
  if (request.method !== 'POST' && request.method !== 'PUT')
    problems.push(`method ${request.method}`);
  if (request.body.length === 0) problems.push('an empty body is published as "triggered"');
  if (request.body.length > 4096)
    problems.push(`a ${request.body.length}-byte body arrives as an attachment, not a message`);
  if (Buffer.from(request.body.toString('utf8'), 'utf8').compare(request.body) !== 0)
    problems.push('a body that is not UTF-8 arrives as an attachment');
  try {
    const priority = ntfyParam(request, 'x-priority', 'priority', 'prio', 'p');
    if (priority !== undefined && !NTFY_PRIORITIES.includes(priority.toLowerCase()))
      problems.push(`invalid priority ${priority}`);
    const click = ntfyParam(request, 'x-click', 'click');
    if (click !== undefined && !/^https?:\/\/\S+$/.test(click)) problems.push(`click ${click}`);
    ntfyParam(request, 'x-title', 'title', 't');
    ntfyParam(request, 'x-tags', 'tags', 'tag', 'ta');
  } catch (error) {
    problems.push(`a header cannot be decoded: ${(error as Error).message}`);
  }
  return problems;
}
