/** Where the questionnaire in progress is kept (sessionStorage): named apart for the privacy page. */
export const DRAFT_KEY = 'leadline_wizard_draft';
