/**
 * The event policy as Markdown, for docs/scoring.md: the doc's table is this text, and a test fails
 * when they differ (`npm run docs:scoring -w @leadline/server` rewrites it).
 */
import {
  EVENT_POLICY,
  SESSION_REASONS,
  UNSCORED_REASONS,
  explainUnscored,
  type AwardScope,
  type EventEvidence,
  type KnownEventType,
} from '@leadline/domain';

export const POLICY_START = '<!-- event-policy:start (generated from event-policy.ts) -->';
export const POLICY_END = '<!-- event-policy:end -->';

function scopeText(scope: AwardScope): string {
  switch (scope.kind) {
    case 'session':
      return 'once per session';
    case 'page':
      return 'once per page path';
    case 'item':
      return `once per ${scope.noun}`;
    case 'capped':
      return `each time, at most ${scope.maxPoints} points a session`;
  }
}

const NEEDS_TEXT: Record<EventEvidence, string> = {
  email: 'a valid e-mail address',
  returning_visitor: 'a return visit',
  visit_number: "the session's visit number",
};

const EXAMPLE_KEYS: Partial<Record<(typeof UNSCORED_REASONS)[number], [KnownEventType, string]>> = {
  already_counted: ['PAGE_VIEW', 'PAGE_VIEW:/blog'],
  cap_reached: ['FAQ_EXPANDED', ''],
  no_item: ['CALCULATOR_FEATURE_SELECTED', ''],
  claimed_by_browser: ['CALCULATOR_SUBMITTED', ''],
  no_email: ['EMAIL_CAPTURED', ''],
  not_this_visit: ['RETURN_VISITOR', ''],
};

export function renderPolicyDoc(): string {
  const events = Object.entries(EVENT_POLICY).map(
    ([type, policy]) =>
      `| \`${type}\` | ${policy.label} | ${policy.points} | ${scopeText(policy.scope)} | ${
        policy.serverOnly ? 'yes' : ''
      } | ${policy.needs ? NEEDS_TEXT[policy.needs] : ''} | ${policy.fact ? `\`${policy.fact}\`` : ''} |`,
  );
  const reasons = SESSION_REASONS.map(
    (row, index) =>
      `| ${index + 1} | \`${row.reason}\` | ${row.label} | ${'derived' in row ? 'the session' : 'an event'} |`,
  );
  const unscored = UNSCORED_REASONS.map((reason) => {
    const [type, key] = EXAMPLE_KEYS[reason] ?? ['PAGE_VIEW', ''];
    return `| \`${reason}\` | ${explainUnscored(type, reason, key || null)} |`;
  });
  return [
    POLICY_START,
    '',
    '| Event | Label | Points | Earned | Server only | Needs | Proves |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...events,
    '',
    'Qualification reasons, in rank order (a hot lead shows its first three):',
    '',
    '| Rank | Reason | Label | From |',
    '| --- | --- | --- | --- |',
    ...reasons,
    '',
    'Why an event earned 0 (stored with it in the ledger, shown in the session timeline), for example:',
    '',
    '| Code | Explanation |',
    '| --- | --- |',
    ...unscored,
    '',
    POLICY_END,
  ].join('\n');
}

/** `text` with its generated section replaced by today's table. */
export function withPolicyDoc(text: string): string {
  const start = text.indexOf(POLICY_START);
  const end = text.indexOf(POLICY_END);
  if (start < 0 || end < start) throw new Error('docs/scoring.md has no event-policy markers');
  return text.slice(0, start) + renderPolicyDoc() + text.slice(end + POLICY_END.length);
}
