import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPLY_TEMPLATES,
  fillTemplate,
  firstNameOf,
  parseReplyTemplates,
  REPLY_LIMITS,
  replyValues,
  variablesLeft,
} from './reply-templates';

const ADA = replyValues({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  estimateTotal: 5500,
  bookingLink: 'https://studio.example/book',
  siteName: 'Studio',
});

describe('fillTemplate', () => {
  it('fills every known variable, with or without spaces inside the braces', () => {
    expect(
      fillTemplate(
        'Hi {{firstName}} ({{ name }}), your {{estimate}} at {{siteName}}: {{bookingLink}}',
        ADA,
      ),
    ).toBe('Hi Ada (Ada Lovelace), your $5,500 at Studio: https://studio.example/book');
  });

  it('leaves unknown variables and those without a value as written', () => {
    const anonymous = replyValues({
      name: null,
      email: 'x@example.com',
      estimateTotal: null,
      bookingLink: 'https://studio.example/book',
      siteName: 'Studio',
    });
    const text = 'Hi {{firstName}}, {{name}}: {{estimate}} {{budget}} {{ }} {{first name}}';
    const filled = fillTemplate(text, anonymous);
    expect(filled).toBe(
      'Hi {{firstName}}, x@example.com: {{estimate}} {{budget}} {{ }} {{first name}}',
    );
    expect(variablesLeft(filled)).toEqual(['{{firstName}}', '{{estimate}}', '{{budget}}']);
  });

  it('does not fill a value into itself: a value holding braces stays as given', () => {
    const values = { ...ADA, name: '{{siteName}}', firstName: '$&' };
    expect(fillTemplate('{{name}} {{firstName}}', values)).toBe('{{siteName}} $&');
  });

  it('fills the defaults completely for a person with a name and an estimate', () => {
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      expect(variablesLeft(fillTemplate(template.subject, ADA))).toEqual([]);
      expect(variablesLeft(fillTemplate(template.body, ADA))).toEqual([]);
    }
    expect(DEFAULT_REPLY_TEMPLATES.map((template) => template.name)).toEqual([
      'Thanks for reaching out',
      'Follow-up on your estimate',
      'Book a call',
    ]);
    expect(DEFAULT_REPLY_TEMPLATES[2]!.body).toContain('{{bookingLink}}');
  });

  it('never changes text without variables, and fills one after any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const plain = text.replaceAll('{', '');
        expect(fillTemplate(plain, ADA)).toBe(plain);
        expect(fillTemplate(`${plain}{{siteName}}`, ADA)).toBe(`${plain}Studio`);
      }),
    );
  });
});

describe('firstNameOf', () => {
  it('is the first word, or null for a blank name', () => {
    expect(firstNameOf('  Grace  Hopper ')).toBe('Grace');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});

describe('parseReplyTemplates', () => {
  it('takes the defaults, trimmed', () => {
    const parsed = parseReplyTemplates({ templates: DEFAULT_REPLY_TEMPLATES });
    expect(parsed).toEqual({ value: { templates: DEFAULT_REPLY_TEMPLATES } });
  });

  it('refuses unknown fields, duplicate ids, multi-line subjects, too many and too long', () => {
    const one = { id: 'a', name: 'A', subject: 'S', body: 'B' };
    expect(parseReplyTemplates({ templates: [one], extra: 1 })).toEqual({
      fields: { body: 'Unknown field: extra.' },
    });
    expect(parseReplyTemplates({ templates: [one, one] })).toEqual({
      fields: { templates: 'Each template needs its own id.' },
    });
    expect(parseReplyTemplates({ templates: [{ ...one, subject: 'a\nBcc: x@y' }] })).toEqual({
      fields: { 'templates.0.subject': 'The subject must be one line.' },
    });
    expect(
      parseReplyTemplates({
        templates: Array.from({ length: 21 }, (_, i) => ({ ...one, id: `t${i}` })),
      }),
    ).toHaveProperty('fields.templates');
    expect(
      parseReplyTemplates({ templates: [{ ...one, body: 'x'.repeat(REPLY_LIMITS.body + 1) }] }),
    ).toHaveProperty('fields', {
      'templates.0.body': 'The text must be at most 10,000 characters.',
    });
    expect(parseReplyTemplates({ templates: [{ ...one, id: 'Not An Id' }] })).toHaveProperty(
      'fields.templates\\.0\\.id',
    );
  });

  it('answers any input with templates or messages, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const parsed = parseReplyTemplates(raw);
        expect('value' in parsed || Object.keys(parsed.fields).length > 0).toBe(true);
      }),
    );
  });
});
