/**
 * Leadline's domain facts and request schemas, written once. Browser-safe (yup and plain data only):
 * the web app imports this module for its forms, the server for validation.
 */
export * from './features';
export * from './wizard';
export * from './statuses';
export * from './limits';
export * from './contact-schema';
export * from './calculate-schema';
export * from './workflow-schema';
export * from './newsletter-schema';
export * from './auth';
export * from './external-sources';
export * from './event-policy';
export * from './site';
export * from './public-url';
export * from './privacy';
export * from './site-settings';
export type * from './admin-api';
export * from './delivery-api';
export * from './people-api';
export * from './labels';
export * from './mail-link';
