import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const VIDEO_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Helmet's defaults, with the content security policy of the portal's pages. `styleSrc` is what
 * differs between the apps: the public site allows only its stylesheets; the dashboard needs inline
 * style as well (decision 0023).
 */
function securityPolicy(styleSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Rich text may show images from other sites over http or https (SPEC §5); images cannot run code.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        styleSrc,
        frameSrc: VIDEO_HOSTS,
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The public site, and every response that is not the dashboard's page (JSON, files, errors). */
const SITE_POLICY = securityPolicy(["'self'"]);

/**
 * The dashboard's page: Mantine writes its theme and responsive props into <style> elements and
 * the editor shows alignment and colours as style attributes, so inline style stays allowed there
 * (decision 0023). Scripts are as strict as everywhere.
 */
const DASHBOARD_POLICY = securityPolicy(["'self'", "'unsafe-inline'"]);

/**
 * Powerful features the portal does not use, off for its pages and every frame they embed (an
 * embedded player asking for the camera or the location is refused without a prompt). Topics
 * and FLoC are off too: a public portal takes no part in ad profiling of its readers. Features
 * the browser does not know are left out, as it warns about each.
 */
const FEATURES_TURNED_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * The Permissions-Policy header: the features above off, and full screen kept for the
 * presentations' slide viewer (self) and the video players rich text may embed (allowfullscreen).
 */
export const PERMISSIONS_POLICY = [
  ...FEATURES_TURNED_OFF.map((feature) => `${feature}=()`),
  `fullscreen=(self ${VIDEO_HOSTS.map((host) => `"${host}"`).join(' ')})`,
].join(', ');

/**
 * The headers helmet sets for `options`, worked out once: @fastify/helmet builds helmet's
 * middleware, and parses the policy, again for every request. They depend on nothing of the
 * request as long as no directive is a function (a nonce), which is refused here.
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('A directive computed for each request (a nonce) cannot be part of headers worked out once');
  }
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

const policyOf = (options: HelmetOptions) => securityHeadersOf(options).find(([name]) => name === 'content-security-policy')![1];

/** The content security policy the dashboard's page replaces the site's with. */
export const DASHBOARD_CONTENT_SECURITY_POLICY = policyOf(DASHBOARD_POLICY);

/**
 * Every response starts with the security headers, set on the raw response as helmet sets them,
 * so a route may still replace one (the dashboard's page, the API docs' own policy) or drop those
 * only a document obeys.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers: [string, string][] = [...securityHeadersOf(SITE_POLICY), ['permissions-policy', PERMISSIONS_POLICY]];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
