/**
 * The production server's entry point, built to build/server-app/index.js. React chooses its
 * development or production build from NODE_ENV when it is first loaded, and the server's own
 * modules load React, so production mode is set here, before they are imported: starting the
 * file directly (`node build/server-app/index.js`, no NODE_ENV) runs the same server as `npm start`.
 * The built server is always a production build; another NODE_ENV would only mix React's
 * development code into it.
 */
process.env.NODE_ENV = 'production';

// Built next to this file from server/index.ts; a computed specifier keeps it a separate file,
// loaded only now (a static import would be evaluated first).
const server = './server.js';
await import(server);

export {};
