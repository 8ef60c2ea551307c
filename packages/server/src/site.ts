/**
 * The site folder (SITE_DIR) as the server and the CLI hold it while they run: whose site it is (the
 * mails' sender, signature and links) and the calculator's catalogue (the server's prices). Read once
 * at start; a folder with mistakes stops the start with one line per mistake.
 */
import type { Catalogue } from '@leadline/domain';
import type { SiteIdentity } from '@leadline/domain/site-content';
import { loadSiteFolder, resolveSiteDir, SiteFolderError } from '@leadline/domain/site-folder';
import { ConfigError } from './config-error';

export interface Site {
  /** The folder, absolute. */
  dir: string;
  identity: SiteIdentity;
  catalogue: Catalogue;
}

/** A site folder with mistakes: its message is a first line, then the loader's lines, one per mistake. */
export class SiteConfigError extends ConfigError {
  override name = 'SiteConfigError';
  constructor(dir: string, error: SiteFolderError) {
    const count = error.problems.length;
    super(
      `the site folder ${dir} (SITE_DIR) has ${count === 1 ? 'a mistake' : `${count} mistakes`}; fix ${count === 1 ? 'it' : 'them'} and start again:\n${error.message}`,
    );
  }
}

/**
 * SITE_DIR's identity and catalogue. The rest of the folder (posts, services, images) is the web
 * build's: it is checked here with the rest, but not kept in memory.
 */
export function loadSite(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Site {
  const dir = resolveSiteDir(env);
  try {
    const { identity, catalogue } = loadSiteFolder(dir);
    return { dir, identity, catalogue };
  } catch (error) {
    if (error instanceof SiteFolderError) throw new SiteConfigError(dir, error);
    throw error;
  }
}

/** `"Name" <address>`, the name quoted so that commas and other specials in it stay part of it. */
const mailbox = (name: string, address: string) =>
  `"${name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&')}" <${address}>`;

/**
 * The sender of every mail: MAIL_FROM as given when it names itself (`Studio <hello@...>`), else
 * MAIL_FROM's address, or the site's contact address, shown with the site's name.
 */
export function mailSender(mailFrom: string | undefined, identity: SiteIdentity): string {
  const given = mailFrom?.trim();
  if (!given) return mailbox(identity.name, identity.contact.email);
  return /<[^<>]*>$/.test(given) ? given : mailbox(identity.name, given);
}
