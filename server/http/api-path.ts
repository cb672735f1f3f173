/** Whether a request's URL is a call to the API (`/api`, `/api/...`, `/api?...`) rather than a page or a file. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
