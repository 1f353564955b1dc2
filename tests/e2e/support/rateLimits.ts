/**
 * The rules allow one message a second per sender, on the server's clock. A test that sends
 * several in a row moves the sender's last tick into the past instead of sleeping a second each
 * time; the test that checks the limit itself still sends two at once.
 */
import { firestorePaths } from '../../../src/data/paths';
import { uidOf, writeDocuments } from './emulators';

const paths = firestorePaths('roomshare-uk');

/** Lets `email`'s account send its next message at once. */
export async function allowNextMessage(email: string): Promise<void> {
  const uid = await uidOf(email);
  await writeDocuments([[paths.rateLimit(uid, 'messages'), { lastAt: new Date(Date.now() - 60_000) }]]);
}
