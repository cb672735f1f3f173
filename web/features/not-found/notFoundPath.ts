/** Not a known path, so the catch-all route answers it with the 404 page. */
export const notFoundPath = '/not-found';
