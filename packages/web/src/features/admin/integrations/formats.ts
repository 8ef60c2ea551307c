import { WEBHOOK_FORMAT_LABELS, type WebhookFormat } from '@leadline/domain';

interface FormatHelp {
  label: string;
  /** Where the owner gets the URL. */
  hint: string;
  placeholder: string;
}

/** Each format by name, with where to find its URL. */
export const FORMAT_HELP: Record<WebhookFormat, FormatHelp> = {
  standard: {
    label: WEBHOOK_FORMAT_LABELS.standard,
    hint: 'For your CRM, Zapier, Make or n8n: the event as JSON, signed with a secret you get once the endpoint is added.',
    placeholder: 'https://hooks.example.com/leadline',
  },
  slack: {
    label: WEBHOOK_FORMAT_LABELS.slack,
    hint: 'In Slack: create an app at api.slack.com/apps, turn on Incoming Webhooks, add one to a channel and copy its URL.',
    placeholder: 'https://hooks.slack.com/services/...',
  },
  discord: {
    label: WEBHOOK_FORMAT_LABELS.discord,
    hint: 'In Discord: Edit Channel, Integrations, Webhooks, New Webhook, then Copy Webhook URL.',
    placeholder: 'https://discord.com/api/webhooks/...',
  },
  ntfy: {
    label: WEBHOOK_FORMAT_LABELS.ntfy,
    hint: "Your topic's URL on ntfy.sh or your own server; subscribe to it in the ntfy app. Anyone who knows a topic's name can read it: pick one nobody can guess.",
    placeholder: 'https://ntfy.sh/your-hard-to-guess-topic',
  },
};
