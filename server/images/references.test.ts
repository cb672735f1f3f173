import { describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { imageDataUrl } from '../testing/images';
import { useTestApp } from '../testing/test-context';

/**
 * Two products may share a photo (files are named by their content). Deleting one while another is made with
 * the same photo must leave the new one's photo in place, in either order and at once (issue 26: 5 of 20 lost).
 */
describe.each(testDatabases())('photos shared by products on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('keeps the photo of a product made with it while another product with it is deleted', async () => {
    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const create = async (photo: string) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/products', cookies: admin, payload: { name: 'Shared Photo Cable', price: 1500, featuredImage: photo, images: [photo] } });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { _id: string; featuredImage: string };
    };
    const lost: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const photo = await imageDataUrl(`#${(0x102030 + round * 0x050505).toString(16)}`);
      const first = await create(photo);
      const [, second] = await Promise.all([t.app.inject({ method: 'DELETE', url: `/api/products/${first._id}`, cookies: admin }), create(photo)]);
      const image = await t.app.inject({ method: 'GET', url: second.featuredImage });
      if (image.statusCode !== 200) lost.push(round);
    }
    expect(lost).toEqual([]);
  });

  it('removes a photo once no product uses it', async () => {
    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products',
        cookies: admin,
        payload: { name: 'Lone Photo Cable', price: 1500, featuredImage: await imageDataUrl('#abcdef'), images: [await imageDataUrl('#abcdef')] },
      })
    ).json() as { _id: string; featuredImage: string };
    expect((await t.app.inject({ method: 'GET', url: created.featuredImage })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${created._id}`, cookies: admin });
    expect((await t.app.inject({ method: 'GET', url: created.featuredImage })).statusCode).toBe(404);
  });
});
