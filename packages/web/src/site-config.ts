/** The owner's details (see siteDetails in the domain): read from the build's VITE_* variables. */
import { siteDetails } from '@leadline/server/domain';

export const SITE = siteDetails(import.meta.env);
