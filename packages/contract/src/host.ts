import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';

/** Most custom domains one website may have bound (its fixed domain not counted). */
export const HOST_MAX_DOMAINS = 10;
/** Longest certificate chain accepted, in characters of PEM (a leaf and a few intermediates). */
export const CERTIFICATE_PEM_MAX = 64 * 1024;
/** Longest private key accepted, in characters of PEM (RSA 8192 fits). */
export const PRIVATE_KEY_PEM_MAX = 16 * 1024;

/**
 * A domain as typed by the operator: the server lower-cases it, turns an IDN into punycode and
 * then checks it (DOMAIN_INVALID names the reason).
 */
export const DomainInput = z.string().trim().min(1).max(300);

/**
 * The certificate of a domain at a glance: none uploaded, valid now, expired, or not covering the
 * domain (kept only when the domain was re-bound after the upload, or for the fixed domain).
 */
export const CertificateStatus = z.enum(['none', 'valid', 'expired', 'mismatch']);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

/** One host name of a website as the domains screen lists it. */
export const HostEntry = z.object({
  domain: z.string(),
  /** The website's own `<slug>.<suffix>` address: always served, cannot be unbound. */
  fixed: z.boolean(),
  ssl_status: CertificateStatus,
  /** The uploaded certificate's issuer (its CN or O), null without one. */
  issuer: z.string().nullable(),
  /** ISO time the uploaded certificate expires, null without one. */
  valid_to: z.string().nullable(),
});
export type HostEntry = z.infer<typeof HostEntry>;

export const HostList = z.object({
  website_id: z.number().int(),
  /** Visitors are sent to HTTPS; publishing then needs a valid certificate for every bound domain. */
  https_required: z.boolean(),
  max_domains: z.number().int(),
  /** The fixed domain first, then the bound domains in the order they were bound. */
  hosts: z.array(HostEntry),
});
export type HostList = z.infer<typeof HostList>;

export const HostListQuery = z.object({ website_id: Id });

/**
 * change-website-host: `bind` adds a domain, `unbind` removes it together with its certificate,
 * `https` switches 'HTTPS required' on or off. Answers the updated host list.
 */
export const ChangeWebsiteHostBody = z.discriminatedUnion('action', [
  z.object({ website_id: Id, action: z.literal('bind'), domain: DomainInput }),
  z.object({ website_id: Id, action: z.literal('unbind'), domain: DomainInput }),
  z.object({ website_id: Id, action: z.literal('https'), https_required: z.boolean() }),
]);
export type ChangeWebsiteHostBody = z.input<typeof ChangeWebsiteHostBody>;

/** The facts of one stored certificate; the private key is never part of any answer. */
export const CertificateInfo = z.object({
  domain: z.string(),
  status: CertificateStatus,
  issuer: z.string(),
  subject: z.string(),
  /** The DNS names the certificate covers (subjectAltName), wildcards included. */
  names: z.array(z.string()),
  valid_from: z.string(),
  valid_to: z.string(),
  covers_domain: z.boolean(),
  /** Whole days until it expires; negative once expired. */
  days_left: z.number().int(),
});
export type CertificateInfo = z.infer<typeof CertificateInfo>;

export const SaveSslBody = z.object({
  website_id: Id,
  /** A bound domain of the website. */
  domain: DomainInput,
  /** PEM: the domain's certificate first, then the intermediates. */
  certificate: z.string().min(1).max(CERTIFICATE_PEM_MAX),
  /** PEM private key (PKCS#8, PKCS#1 or SEC1), unencrypted. */
  private_key: z.string().min(1).max(PRIVATE_KEY_PEM_MAX),
});
export type SaveSslBody = z.input<typeof SaveSslBody>;

export const SslStatusBody = z.object({
  website_id: Id,
  /** One bound domain; every bound domain with a certificate when absent. */
  domain: DomainInput.optional(),
});
export type SslStatusBody = z.input<typeof SslStatusBody>;

export const SslStatus = z.object({ certificates: z.array(CertificateInfo) });
export type SslStatus = z.infer<typeof SslStatus>;

export const hostCalls = gatedCalls([ROLES.pageWebSet], {
  list: defineCall({ method: 'GET', path: '/api/website/host-list', query: HostListQuery, data: HostList }),
  change: defineCall({
    method: 'POST',
    path: '/api/website/change-website-host',
    body: ChangeWebsiteHostBody,
    data: HostList,
  }),
  saveSsl: defineCall({
    method: 'POST',
    path: '/api/website/ssl/save-ssl',
    body: SaveSslBody,
    data: CertificateInfo,
  }),
  sslStatus: defineCall({
    method: 'POST',
    path: '/api/website/ssl/status',
    body: SslStatusBody,
    data: SslStatus,
    audit: false,
  }),
});
