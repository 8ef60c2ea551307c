import type { Knex } from 'knex';
import * as createUsers from './20261122000100_create_users';
import * as createAuthSessions from './20261122000200_create_auth_sessions';
import * as createContactMessages from './20261122000300_create_contact_messages';
import * as createCalculatorLeads from './20261122000400_create_calculator_leads';
import * as createWorkflowSubmissions from './20261122000500_create_workflow_submissions';
import * as createAnalyticsSessions from './20261122000600_create_analytics_sessions';
import * as createAnalyticsEvents from './20261122000700_create_analytics_events';
import * as createHotLeads from './20261122000800_create_hot_leads';
import * as addSessionScoringColumns from './20261122000900_add_session_scoring_columns';
import * as addEventLedgerColumns from './20261122001000_add_event_ledger_columns';
import * as createSessionAwards from './20261122001100_create_session_awards';
import * as createNewsletterSubscribers from './20261122001200_create_newsletter_subscribers';
import * as createRateLimits from './20261122001300_create_rate_limits';
import * as addAnalyticsEventIds from './20261122001400_add_analytics_event_ids';
import * as addScoringExplanations from './20261124000100_add_scoring_explanations';
import * as indexSessionsByScore from './20261125000100_index_sessions_by_score';
import * as createDelivery from './20261126000100_create_delivery';
import * as createPeople from './20261127000100_create_people';
import * as createErasures from './20261128000100_create_erasures';
import * as indexSessionsByStartAndId from './20261128000200_index_sessions_by_start_and_id';
import * as createDailyRuns from './20261128000250_create_daily_runs';
import * as indexCaptureEvents from './20261128000260_index_capture_events';
import * as createIpSalts from './20261128000300_create_ip_salts';
import * as createReportTallies from './20261129000100_create_report_tallies';
import * as createRecordTallies from './20261129000200_create_record_tallies';
import * as indexSessionsByScoreAndId from './20261129000300_index_sessions_by_score_and_id';
import * as createSettings from './20261130000100_create_settings';
import * as addCalculatorLeadLineItems from './20261130001000_add_calculator_lead_line_items';
import * as backfillCalculatorLeadLineItems from './20261130001100_backfill_calculator_lead_line_items';
import * as requireCalculatorLeadLineItems from './20261130001200_require_calculator_lead_line_items';
import * as addOwnerAlertColumns from './20261201000100_add_owner_alert_columns';
import * as addSessionClientKey from './20261201000150_add_session_client_key';
import * as addPeopleFit from './20261201000200_add_people_fit';
import * as backfillPeopleFit from './20261201000210_backfill_people_fit';
import * as indexPeopleByFit from './20261201000220_index_people_by_fit';
import * as addWebhookFormat from './20261201000300_add_webhook_format';
import * as addPersonPipeline from './20261202000100_add_person_pipeline';
import * as createBookings from './20261202000110_create_bookings';
import * as backfillPersonStage from './20261202000200_backfill_person_stage';
import * as createPersonReminders from './20261202000300_create_person_reminders';
import * as createPersonReplies from './20261202000310_create_person_replies';
import * as normalizeLandingPages from './20261202000400_normalize_landing_pages';
import * as linkQuestionnaireHotLeads from './20261203000100_link_questionnaire_hot_leads';
import * as backfillQuestionnaireHotLeadLinks from './20261203000110_backfill_questionnaire_hot_lead_links';

/** Every migration by name, in the order they apply. A new migration file is added here too. */
export const migrations: Record<string, Knex.Migration> = {
  '20261122000100_create_users': createUsers,
  '20261122000200_create_auth_sessions': createAuthSessions,
  '20261122000300_create_contact_messages': createContactMessages,
  '20261122000400_create_calculator_leads': createCalculatorLeads,
  '20261122000500_create_workflow_submissions': createWorkflowSubmissions,
  '20261122000600_create_analytics_sessions': createAnalyticsSessions,
  '20261122000700_create_analytics_events': createAnalyticsEvents,
  '20261122000800_create_hot_leads': createHotLeads,
  '20261122000900_add_session_scoring_columns': addSessionScoringColumns,
  '20261122001000_add_event_ledger_columns': addEventLedgerColumns,
  '20261122001100_create_session_awards': createSessionAwards,
  '20261122001200_create_newsletter_subscribers': createNewsletterSubscribers,
  '20261122001300_create_rate_limits': createRateLimits,
  '20261122001400_add_analytics_event_ids': addAnalyticsEventIds,
  '20261124000100_add_scoring_explanations': addScoringExplanations,
  '20261125000100_index_sessions_by_score': indexSessionsByScore,
  '20261126000100_create_delivery': createDelivery,
  '20261127000100_create_people': createPeople,
  '20261128000100_create_erasures': createErasures,
  '20261128000200_index_sessions_by_start_and_id': indexSessionsByStartAndId,
  '20261128000250_create_daily_runs': createDailyRuns,
  '20261128000260_index_capture_events': indexCaptureEvents,
  '20261128000300_create_ip_salts': createIpSalts,
  '20261129000100_create_report_tallies': createReportTallies,
  '20261129000200_create_record_tallies': createRecordTallies,
  '20261129000300_index_sessions_by_score_and_id': indexSessionsByScoreAndId,
  '20261130000100_create_settings': createSettings,
  '20261130001000_add_calculator_lead_line_items': addCalculatorLeadLineItems,
  '20261130001100_backfill_calculator_lead_line_items': backfillCalculatorLeadLineItems,
  '20261130001200_require_calculator_lead_line_items': requireCalculatorLeadLineItems,
  '20261201000100_add_owner_alert_columns': addOwnerAlertColumns,
  '20261201000150_add_session_client_key': addSessionClientKey,
  '20261201000200_add_people_fit': addPeopleFit,
  '20261201000210_backfill_people_fit': backfillPeopleFit,
  '20261201000220_index_people_by_fit': indexPeopleByFit,
  '20261201000300_add_webhook_format': addWebhookFormat,
  '20261202000100_add_person_pipeline': addPersonPipeline,
  '20261202000110_create_bookings': createBookings,
  '20261202000200_backfill_person_stage': backfillPersonStage,
  '20261202000300_create_person_reminders': createPersonReminders,
  '20261202000310_create_person_replies': createPersonReplies,
  '20261202000400_normalize_landing_pages': normalizeLandingPages,
  '20261203000100_link_questionnaire_hot_leads': linkQuestionnaireHotLeads,
  '20261203000110_backfill_questionnaire_hot_lead_links': backfillQuestionnaireHotLeadLinks,
};
