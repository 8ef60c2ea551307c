/** The booking pages' words: on their own, as the routes' heads need only these. */
import { SITE } from '../../../site-config';

export const BOOK_PAGE = {
  title: 'Book a Call',
  metaDescription: `Pick a time for a free consultation call with ${SITE.owner.name} about your web app or MVP: a calendar invitation arrives by e-mail at once.`,
  intro: `Pick a time that suits you for a free consultation call with ${SITE.owner.name}. We'll talk through what slows your business down or what you want to launch, and what to build first.`,
} as const;

export const MANAGE_PAGE = {
  title: 'Your Booked Call',
  metaDescription: 'Move or cancel the call you booked.',
} as const;

export const BOOKING_TEXT = {
  taken: 'That time was just taken — pick another',
  inbox: 'Check your inbox for the invitation',
  loadingSlots: 'Loading available times...',
  slotsFailed: 'The available times could not be loaded.',
  noSlots: 'No free times this week.',
  failed: `The call could not be booked. Please try again, or email ${SITE.email}.`,
} as const;
