/**
 * The rules `npm run deploy` uploads for a real project (scripts/deploy/renderRules.ts), run in the
 * emulator under their own project: that project's download URLs are accepted, and the local
 * stack's bucket and loopback origin are not. The committed rules' own tests are the rest of this suite.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { renderRules } from '../../scripts/deploy/renderRules';
import { firestorePaths } from '../../src/data/collections';
import { REPO_ROOT } from './support/emulator';
import { useRulesEnv } from './support/env';
import { BUCKET, downloadUrl, GOOGLE_STORAGE, OWNER, privateProfileDoc } from './support/fixtures';

const project = { projectId: 'roomshare-live', storageBucket: 'roomshare-live.firebasestorage.app', appId: 'roomshare-prod', siteUrl: 'https://roomshare-live.web.app' };
const rules = renderRules('firestore.rules', readFileSync(`${REPO_ROOT}firestore.rules`, 'utf8'), project);
const paths = firestorePaths(project.appId);

describe('rules stamped by npm run deploy for a sample project', () => {
  const t = useRulesEnv({ projectId: 'demo-deployed-rules', rules });
  const picture = (origin: string, bucket: string) => downloadUrl({ origin, bucket, appId: project.appId, path: `user_profiles/${OWNER}/profile_picture.jpg` });

  it("accept that project's download URLs, and refuse the local bucket and the emulator's origin", async () => {
    await t.seed({ [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER) });
    const setPicture = (profilePicture: string) => updateDoc(doc(t.as(OWNER), paths.privateProfile(OWNER)), { profilePicture, lastActivity: serverTimestamp() });
    await assertSucceeds(setPicture(picture(GOOGLE_STORAGE, project.storageBucket)));
    await assertFails(setPicture(picture(GOOGLE_STORAGE, BUCKET)));
    await assertFails(setPicture(picture('http://127.0.0.1:9199', project.storageBucket)));
  });

  it('guard the stamped app id and nothing under the local one', async () => {
    await t.seed({ [firestorePaths('roomshare-uk').privateProfile(OWNER)]: privateProfileDoc(OWNER) });
    await assertFails(updateDoc(doc(t.as(OWNER), firestorePaths('roomshare-uk').privateProfile(OWNER)), { lastActivity: serverTimestamp() }));
  });
});
