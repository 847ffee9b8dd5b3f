import helmet from '@fastify/helmet';
import type { App } from './types.ts';

/**
 * The browser's defences on every reply, the console's pages and the API's alike. The console runs with no inline
 * script; its styles are antd's CSS-in-JS (inline <style>); /myiframe frames the web pages menus point to; images
 * may be data URIs (the captcha) or links of an object store. No other site may frame the console (clickjacking).
 * No upgrade-insecure-requests: a console served over plain HTTP inside a company network must still load.
 * Strict-Transport-Security only on a reply that went out over HTTPS (directly, or through a proxy the server trusts,
 * TRUST_PROXY, that says so in X-Forwarded-Proto): sent over plain HTTP it means nothing, and a browser that kept it
 * for a host also served over HTTP would then refuse that host.
 */
export async function installSecurityHeaders(app: App): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // request.protocol reads X-Forwarded-Proto only when trustProxy is on (Fastify's own rule).
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}

/** Helmet's default: a year, subdomains too. */
const hsts = 'max-age=31536000; includeSubDomains';
