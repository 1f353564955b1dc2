/** essentials_categories / essentials_items: public read, admin-only validated writes. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, orderBy, query, setDoc, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, categoryDoc, itemDoc, OTHER, OWNER, paths, privateProfileDoc, publicProfileDoc } from './support/fixtures';

const h = useRulesEnv();
const categories = (db: Firestore) => collection(db, paths.publicCollection('essentials_categories'));
const items = (db: Firestore) => collection(db, paths.publicCollection('essentials_items'));
const category = (db: Firestore, id = 'kitchen') => doc(db, paths.essentialsCategory(id));
const item = (db: Firestore, id = 'cooker') => doc(db, paths.essentialsItem(id));

async function seedCatalog(): Promise<void> {
  await h.seed({ ...castDocs(), [paths.essentialsCategory('kitchen')]: categoryDoc(), [paths.essentialsItem('cooker')]: itemDoc() });
}

describe('essentials', () => {
  describe('guest', () => {
    it('reads the whole catalogue (categories by priority, items)', async () => {
      await seedCatalog();
      const cats = await assertSucceeds(getDocs(query(categories(h.guest()), orderBy('priority', 'asc'))));
      expect(cats.size).toBe(1);
      await assertSucceeds(getDocs(items(h.guest())));
    });

    it('attack 1 / attack 25: cannot write the catalogue', async () => {
      await seedCatalog();
      // attack 1
      await assertFails(setDoc(category(h.guest(), 'spam'), categoryDoc({ name: 'Spam' })));
      // attack 25
      await assertFails(updateDoc(item(h.guest()), { amazonLink: 'https://evil.example.com/' }));
      await assertFails(deleteDoc(category(h.guest())));
      await assertSucceeds(setDoc(category(h.as(ADMIN), 'spam-free'), categoryDoc({ name: 'Bedroom' })));
    });
  });

  describe('signed-in non-admins (owner / other user)', () => {
    it('attack 25: cannot create, edit or delete categories and items', async () => {
      await seedCatalog();
      for (const uid of [OWNER, OTHER]) {
        const db = h.as(uid);
        // attack 25
        await assertFails(setDoc(category(db, 'mine'), categoryDoc()));
        await assertFails(updateDoc(category(db), { priority: 0 }));
        await assertFails(deleteDoc(category(db)));
        await assertFails(setDoc(item(db, 'mine'), itemDoc()));
        await assertFails(updateDoc(item(db), { amazonLink: 'https://www.amazon.co.uk/dp/B000000000?tag=attacker-21' }));
        await assertFails(deleteDoc(item(db)));
      }
      await assertSucceeds(updateDoc(item(h.as(ADMIN)), { amazonLink: 'https://www.amazon.co.uk/dp/B000000001?tag=roomshareuk-21' }));
    });

    it('attack 25: isAdmin on a copy the user controls (or a forged public copy) grants nothing', async () => {
      // A user whose public copy says isAdmin (only the private copy counts) and a private copy it made itself.
      await h.seed({
        ...castDocs(),
        [paths.publicProfile(OTHER)]: publicProfileDoc(OTHER, { isAdmin: true }),
        [paths.privateProfile('wannabe')]: privateProfileDoc('wannabe', { isAdmin: 'true' }),
      });
      // attack 25
      await assertFails(setDoc(category(h.as(OTHER), 'x'), categoryDoc()));
      await assertFails(setDoc(category(h.as('wannabe'), 'x'), categoryDoc()));
      await assertSucceeds(setDoc(category(h.as(ADMIN), 'x'), categoryDoc()));
    });
  });

  describe('admin', () => {
    it('creates, edits, reorders and deletes categories and items', async () => {
      await seedCatalog();
      const admin = h.as(ADMIN);
      await assertSucceeds(setDoc(category(admin, 'documents'), categoryDoc({ name: 'Documents', priority: 20 })));
      await assertSucceeds(setDoc(category(admin), { name: 'Kitchen & dining', priority: 10 }));
      const reorder = writeBatch(admin);
      reorder.update(category(admin), { priority: 20 });
      reorder.update(category(admin, 'documents'), { priority: 10 });
      await assertSucceeds(reorder.commit());
      await assertSucceeds(setDoc(item(admin, 'adapter'), itemDoc({ name: 'UK plug adapter', categoryId: 'documents' })));
      await assertSucceeds(setDoc(item(admin), itemDoc({ description: 'Now 6 litres.' })));
      await assertSucceeds(deleteDoc(item(admin, 'adapter')));
      await assertSucceeds(deleteDoc(category(admin, 'documents')));
    });

    it('attack 3 (catalogue): invalid categories and items are refused even for admins', async () => {
      await seedCatalog();
      const admin = h.as(ADMIN);
      const badCategories: DocumentData[] = [{ name: '   ' }, { name: 'x'.repeat(81) }, { priority: '10' }, { colour: 'red' }];
      for (const fields of badCategories) await assertFails(setDoc(category(admin, 'bad'), categoryDoc(fields)));
      const badItems: DocumentData[] = [
        { imageUrl: 'javascript:alert(1)' },
        { amazonLink: 'ftp://example.com/x' },
        { amazonLink: 'x'.repeat(2001) },
        { name: '' },
        { description: 'x'.repeat(1001) },
        { categoryId: 'a/b' },
        { price: 10 },
      ];
      for (const fields of badItems) await assertFails(setDoc(item(admin, 'bad'), itemDoc(fields)));
      await assertFails(updateDoc(item(admin), { imageUrl: 'not a url' }));
      await assertSucceeds(setDoc(item(admin, 'good'), itemDoc()));
    });
  });
});
