import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on now: a server started on it later (a mail server coming back) is found there. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
