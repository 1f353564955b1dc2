/**
 * `npm run install-email-templates -- --site-url https://<your-site> [--project <id>]`: writes the
 * Trigger Email extension's templates (scripts/mail/templates.ts, linking to the site) into
 * `artifacts/<appId>/mail_templates/`. The seed does this locally; a real project needs it once
 * after the extension is installed, and again when the templates change (idempotent: each
 * template is written whole). Privileged, like make-admin (scripts/lib/privilegedFirestore.ts).
 */
import { firestorePaths } from '../../src/data/collections';
import { privilegedFirestore, projectArgument } from '../lib/privilegedFirestore';
import { encodeFields } from '../seed/lib/firestoreValues';
import { mailTemplates } from './templates';

const { project, rest } = projectArgument(process.argv.slice(2));
const siteAt = rest.indexOf('--site-url');
const siteUrl = (siteAt >= 0 ? rest[siteAt + 1] : process.env.VITE_SITE_URL)?.replace(/\/$/, '');
const appId = process.env.VITE_APP_ID || 'roomshare-uk';

if (!siteUrl || project === '') {
  console.error('usage: npm run install-email-templates -- --site-url https://<your-site> [--project <firebase-project-id>]');
  process.exit(2);
}

try {
  const firestore = privilegedFirestore(project);
  const templates = Object.entries(mailTemplates(siteUrl));
  await firestore.commit(
    templates.map(([name, template]) => ({ update: { name: firestore.documentName(firestorePaths(appId).mailTemplate(name)), fields: encodeFields(template) } })),
  );
  console.log(`Installed ${templates.map(([name]) => name).join(', ')} on ${project ?? 'the local emulators'}, linking to ${siteUrl}.`);
} catch (error) {
  console.error(`Could not install the email templates: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
