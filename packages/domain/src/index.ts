/**
 * @leadline/domain: Leadline's domain facts and contracts, written once. Browser-safe (yup and plain
 * data only): the tracker imports its vocabulary and wire types, the web app its forms' schemas and
 * the admin API's types, the server all of it for validation and scoring.
 */
export * from './vocabulary';
export * from './wire';
export * from './traffic-source';
export * from './calendar-day';
export * from './analytics-reports';
export * from './features';
export * from './wizard';
export * from './fit';
export * from './statuses';
export * from './pipeline';
export * from './pipeline-api';
export * from './booking';
export * from './booking-settings';
export * from './booking-slots';
export * from './limits';
export * from './paging';
export * from './fields';
export * from './contact-schema';
export * from './calculate-schema';
export * from './workflow-schema';
export * from './newsletter-schema';
export * from './auth';
export * from './external-sources';
export * from './event-policy';
export * from './site';
export * from './availability';
export * from './availability-text';
export * from './public-url';
export * from './missing-post';
export * from './privacy';
export * from './site-settings';
export type * from './admin-api';
export * from './delivery-api';
export * from './people-api';
export * from './labels';
export * from './mail-link';
export * from './mailbox';
export * from './reply-templates';
export * from './follow-up-api';
