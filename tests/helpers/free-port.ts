import net from 'node:net';

/** A port nothing listens on right now (127.0.0.1), for servers the tests start. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });
