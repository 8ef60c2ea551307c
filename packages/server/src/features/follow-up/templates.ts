/** The owner's reply templates (the `settings` row `reply_templates`), or the defaults until saved. */
import type { Knex } from 'knex';
import {
  DEFAULT_REPLY_TEMPLATES,
  parseReplyTemplates,
  type ReplyTemplate,
  type ReplyTemplatesSetting,
} from '@leadline/domain';

const KEY = 'reply_templates';

export async function readReplyTemplates(knex: Knex): Promise<ReplyTemplatesSetting> {
  const row = (await knex('settings').where({ key: KEY }).first('value')) as
    { value: unknown } | undefined;
  // A stored value the schema now refuses counts as none.
  const parsed = row ? parseReplyTemplates(row.value) : undefined;
  return parsed && 'value' in parsed
    ? { templates: parsed.value.templates, source: 'saved' }
    : { templates: [...DEFAULT_REPLY_TEMPLATES], source: 'default' };
}

export async function saveReplyTemplates(
  knex: Knex,
  templates: ReplyTemplate[],
): Promise<ReplyTemplatesSetting> {
  await knex.raw(
    `insert into settings (key, value) values (?, ?::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [KEY, JSON.stringify({ templates })],
  );
  return { templates, source: 'saved' };
}
