import type { FastifyInstance } from 'fastify';
import type { FileHolder } from './put-file.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a caller's stored files are kept (set by the resource module): the store of a config code, or none. */
    fileHolder?: FileHolder;
  }
}

/** The stores of this server, for the modules that check stored files (update-info's avatar). */
export function fileHolderOf(app: FastifyInstance): FileHolder {
  if (!app.fileHolder) throw new Error('the resource module is not registered');
  return app.fileHolder;
}
