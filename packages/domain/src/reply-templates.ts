/**
 * The owner's reply templates (Settings) and how one is filled in the composer of the person record:
 * `{{name}}`, `{{firstName}}`, `{{estimate}}`, `{{bookingLink}}` and `{{siteName}}` become the
 * person's and the site's values. A variable without a value (no estimate yet) or unknown (a typo) is
 * left as written, so the owner sees it in the composer before sending rather than a silent gap.
 */
import { z } from 'zod';

// As availability.ts says: the admin's pages forbid eval, which zod's compiled schemas use.
z.config({ jitless: true });

export const REPLY_LIMITS = {
  subject: 200,
  body: 10_000,
  templates: 20,
  templateName: 80,
  templateId: 40,
} as const;

export interface ReplyTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
}

/** GET and PUT /api/admin/settings/reply-templates; `source`: saved by the owner, or the defaults. */
export interface ReplyTemplatesSetting {
  templates: ReplyTemplate[];
  source: 'default' | 'saved';
}

export const REPLY_VARIABLES = [
  'name',
  'firstName',
  'estimate',
  'bookingLink',
  'siteName',
] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];

export const REPLY_VARIABLE_LABELS: Record<ReplyVariable, string> = {
  name: "The person's name (their address without one)",
  firstName: "The person's first name",
  estimate: 'Their latest calculator estimate, such as $5,500',
  bookingLink: 'The link to book a call',
  siteName: "The site's name",
};

export type ReplyValues = Partial<Record<ReplyVariable, string | null | undefined>>;

/** Until the owner saves their own. */
export const DEFAULT_REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: 'thanks',
    name: 'Thanks for reaching out',
    subject: 'Thanks for reaching out, {{firstName}}',
    body: 'Hi {{firstName}},\n\nThank you for getting in touch with {{siteName}}. I have read your message and will come back to you with a few questions shortly.\n\nIf it is easier to talk it through, you can pick a time that suits you: {{bookingLink}}',
  },
  {
    id: 'estimate',
    name: 'Follow-up on your estimate',
    subject: 'Your estimate of {{estimate}}',
    body: 'Hi {{firstName}},\n\nI saw the estimate of {{estimate}} you put together on our calculator. It is a good starting point: the real figure depends on a few details I would love to go through with you.\n\nWould a short call work? Pick a time here: {{bookingLink}}',
  },
  {
    id: 'book-call',
    name: 'Book a call',
    subject: "Let's talk about your project",
    body: 'Hi {{firstName}},\n\nThe quickest way to move forward is a free 15-minute call. Pick a time that suits you here: {{bookingLink}}\n\nTalk soon!',
  },
];

const VARIABLE = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

const isVariable = (name: string): name is ReplyVariable =>
  (REPLY_VARIABLES as readonly string[]).includes(name);

/** The text with each known variable that has a value replaced; the others stay as written. */
export function fillTemplate(text: string, values: ReplyValues): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const value = isVariable(name) ? values[name]?.trim() : undefined;
    return value ? value : whole;
  });
}

/** The variables still in a text (unfilled or unknown), each once, in order. */
export function variablesLeft(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[0]))];
}

/** The first word of a name, for `{{firstName}}`; null without a name. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The values of a person: their name (else their address) and first name, and their estimate. */
export function replyValues(input: {
  name: string | null;
  email: string;
  estimateTotal: number | null;
  bookingLink: string;
  siteName: string;
}): ReplyValues {
  return {
    name: input.name?.trim() || input.email,
    firstName: firstNameOf(input.name),
    estimate:
      input.estimateTotal === null ? null : `$${input.estimateTotal.toLocaleString('en-US')}`,
    bookingLink: input.bookingLink,
    siteName: input.siteName,
  };
}

// Text PostgreSQL can store: no NUL, no lone surrogate.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const storable = (value: string) => !/\u0000|\p{Cs}/u.test(value);
const ONE_LINE = /^[^\r\n]*$/;

const field = (label: string, max: number, { oneLine = false } = {}) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .refine(storable, `${label} contains characters that cannot be stored.`)
    .refine((value) => !oneLine || ONE_LINE.test(value), `${label} must be one line.`);

const templateSchema = z.strictObject(
  {
    id: z
      .string({ error: 'id must be text.' })
      .regex(
        new RegExp(`^[a-z0-9][a-z0-9-]{0,${REPLY_LIMITS.templateId - 1}}$`),
        `id must be 1-${REPLY_LIMITS.templateId} lower-case letters, digits or dashes.`,
      ),
    name: field('The name', REPLY_LIMITS.templateName, { oneLine: true }),
    subject: field('The subject', REPLY_LIMITS.subject, { oneLine: true }),
    body: field('The text', REPLY_LIMITS.body),
  },
  { error: 'A template is an object: { "id", "name", "subject", "body" }.' },
);

/** PUT /api/admin/settings/reply-templates, and the Settings form before it sends. */
export const replyTemplatesSchema = z.strictObject(
  {
    templates: z
      .array(templateSchema, { error: 'templates must be a list.' })
      .max(REPLY_LIMITS.templates, `At most ${REPLY_LIMITS.templates} templates.`)
      .refine(
        (templates) => new Set(templates.map((template) => template.id)).size === templates.length,
        'Each template needs its own id.',
      ),
  },
  { error: 'The body must be a JSON object: { "templates": [...] }.' },
);

/** The input as templates, or one message per field (`body` for the input as a whole). */
export function parseReplyTemplates(
  raw: unknown,
): { value: { templates: ReplyTemplate[] } } | { fields: Record<string, string> } {
  const parsed = replyTemplatesSchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      fields.body ??= `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return { fields };
}
