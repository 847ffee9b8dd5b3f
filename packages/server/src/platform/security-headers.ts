import helmet from '@fastify/helmet';
import type { App } from './types.ts';

/**
 * The browser's defences on every reply, the console's pages and the API's alike. The console runs with no inline
 * script; its styles are antd's CSS-in-JS (inline <style>); /myiframe frames the web pages menus point to; images
 * may be data URIs (the captcha) or links of a configured object store (no other host: a notice's image from
 * anywhere else could track its readers; platform/rich-html.ts drops them). No other site may frame the console (clickjacking).
 * No upgrade-insecure-requests: a console served over plain HTTP inside a company network must still load.
 * Strict-Transport-Security only on a reply that went out over HTTPS (directly, or through a proxy the server trusts,
 * TRUST_PROXY, that says so in X-Forwarded-Proto): sent over plain HTTP it means nothing, and a browser that kept it
 * for a host also served over HTTP would then refuse that host.
 */
export async function installSecurityHeaders(app: App, imageHosts?: () => Promise<readonly string[]>): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources,
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
    // A page of the console (not an API reply, whose JSON shows no image) may show the object stores' images too:
    // read per page load (one small query), so a store added in any process counts from the next page on.
    const path = req.url.split('?')[0] ?? '';
    if (!imageHosts || path.startsWith('/api/') || /\.\w+$/.test(path)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const hosts = await imageHosts().catch(() => []);
    const policy = reply.getHeader('content-security-policy');
    if (hosts.length === 0 || typeof policy !== 'string') return;
    reply.header('content-security-policy', policy.replace(imageDirective, `${imageDirective} ${hosts.join(' ')}`));
  });
}

/** Images from the console itself, data: (the captcha) and blob: (a picture chosen before it is uploaded). */
const imageSources = ["'self'", 'data:', 'blob:'];
const imageDirective = `img-src ${imageSources.join(' ')}`;

/** Helmet's default: a year, subdomains too. */
const hsts = 'max-age=31536000; includeSubDomains';
