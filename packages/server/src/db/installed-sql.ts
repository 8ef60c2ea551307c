/**
 * The functions and triggers the released migrations installed, as db/installed-sql.int.test.ts
 * finds them in a migrated database: a function by its signature and the md5 of its source
 * (pg_proc.prosrc, kept as the migration wrote it), a trigger by table and name and the md5 of
 * pg_get_triggerdef. A new migration that installs, replaces or drops one changes this record in the
 * same commit; a released migration never does (migrations/README.md). What each one does is told in
 * the README of the feature whose behaviour it holds (features/people, features/analytics).
 */

export const INSTALLED_FUNCTIONS: Record<string, string> = {
  // 20261127000100_create_people
  'analytics_sessions_touch_person()': 'c8b9fa4cb7e306d990e69d9a6b4d371a',
  'calculator_leads_touch_person()': '514a2d48cec6fe522ac2e6810042e598',
  'contact_messages_touch_person()': '1ac076a51bd305d64053a948f019d5fd',
  'hot_leads_touch_person()': '514a2d48cec6fe522ac2e6810042e598',
  'newsletter_subscribers_touch_person()': '489fe7b696d64dd0f0e6e15fc96c17ca',
  'touch_person(address text, person_name text, person_company text, at timestamp with time zone)':
    '1fc9533d68b2e9e28efd81d3fb7282cd',
  'workflow_submissions_touch_person()': 'e0660b5fcbda49c67c6b2a5540b7c2cb',
  // 20261129000100_create_report_tallies
  'session_band(score integer)': 'c122d7ac31db2ac4538b9b35c162bc21',
  'tally_hot_leads()': '313dbaaf9020aaa26dfb47b85918fec9',
  'tally_sessions()': '81a68e7136bcf83cc33349b99d9a5830',
  'tally_truncate()': '4d1617c2c64de0f302fbb3d48a24ebb2',
  // 20261129000200_create_record_tallies
  'tally_calculator_leads()': '5310af28d22cd69bd79e91ffe4985b91',
  'tally_contact_messages()': '0c84a6d902c8c8960712e69ece448f28',
  'tally_people()': 'f5530b84b49acb7f96f0d05b52cbff68',
  'tally_records_truncate()': '2dc7a837d88313cf00fde80d85febb5b',
};

export const INSTALLED_TRIGGERS: Record<string, string> = {
  // 20261127000100_create_people
  'analytics_sessions.analytics_sessions_person': '6fa64e9c61708f811878782dc7d1e92e',
  'analytics_sessions.analytics_sessions_person_email': 'd2957d44dbd33b39ac81ae7299abfede',
  'calculator_leads.calculator_leads_person': '54eacd6b8b6f10dbaae8b849f229d419',
  'calculator_leads.calculator_leads_person_email': '2e7ddfb4969de59b74acb0febfcaf730',
  'contact_messages.contact_messages_person': 'da4e5e0fe0d6c3268706011347a12706',
  'contact_messages.contact_messages_person_email': '913525aca4b53660f4c971a09ca2fb2c',
  'hot_leads.hot_leads_person': '3acd1cbf6303bbe5ba6c39f0716114ac',
  'hot_leads.hot_leads_person_email': '91746459f1c73a7679759d56d65cc52b',
  'newsletter_subscribers.newsletter_subscribers_person': '663805b010b84566094d93df8cff9557',
  'newsletter_subscribers.newsletter_subscribers_person_email': 'c382dce2d7dda2d0113bbd258553b3ca',
  'workflow_submissions.workflow_submissions_person': '8d60fea0c543ada0f436a6f454ec9937',
  'workflow_submissions.workflow_submissions_person_details': '3c7e2a690d77599470716abb33d4585f',
  'workflow_submissions.workflow_submissions_person_email': '9969d15e6790cc1694db5cfada6e839d',
  // 20261129000100_create_report_tallies
  'analytics_sessions.analytics_sessions_tally_delete': '86feb44f3f1e11a8073431a672c95502',
  'analytics_sessions.analytics_sessions_tally_insert': '910ee89c2bcbf05b246fe383fc2a4935',
  'analytics_sessions.analytics_sessions_tally_truncate': 'ae627698d5cee2335abb70185c070ad1',
  'analytics_sessions.analytics_sessions_tally_update': '0c942df1aa03a7111940a7159a46816f',
  'hot_leads.hot_leads_tally_delete': '0d5c7c7021155f5671e4b42219a1f2f2',
  'hot_leads.hot_leads_tally_insert': '525ed8f118111d67e9b342f63b583d54',
  'hot_leads.hot_leads_tally_truncate': '8ddc42fb125c068ca8a4bba179f556aa',
  'hot_leads.hot_leads_tally_update': 'd51fb6989bc9066b461d6e5c3107dc92',
  // 20261129000200_create_record_tallies
  'calculator_leads.calculator_leads_tally_delete': '3f54bcda38203f37d68fe7933173b4c2',
  'calculator_leads.calculator_leads_tally_insert': 'd3ee080ccc5c43cb4a490de4261aed8a',
  'calculator_leads.calculator_leads_tally_truncate': 'cba6412f843c2ff086a7d3ba261610f5',
  'calculator_leads.calculator_leads_tally_update': '297e8ad4dc3677be65f3d0079b83375b',
  'contact_messages.contact_messages_tally_delete': '4fc44a85d91137aa354ce79451e87927',
  'contact_messages.contact_messages_tally_insert': '2eafd6b537679c8fbdd3d5301af5a6a4',
  'contact_messages.contact_messages_tally_truncate': 'be6080126b59771e64433b85fbcb3080',
  'contact_messages.contact_messages_tally_update': 'd3a3cac7edcb3e2adf583c78405ae7af',
  'people.people_tally_delete': '946551e50348fe2b6eaa3fbe912ad946',
  'people.people_tally_insert': 'fafb2ea7591122bf3f0e167d31bff593',
  'people.people_tally_truncate': '25eea85ef44740e90c34a4cc472d02ce',
  'people.people_tally_update': '3c56742025ae9092c28d20e8fe2b6e38',
};
