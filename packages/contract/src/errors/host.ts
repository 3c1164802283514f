import type { ErrorTable } from './table.ts';

/** Bound domains and certificates (130x). */
export const hostErrors = {
  DOMAIN_INVALID: {
    code: 1301,
    status: 400,
    en: "Enter a domain name such as www.example.com: not an IP address, not an address under the service's own site suffix and not the admin address.",
    zh: '请输入形如 www.example.com 的域名：不能是 IP 地址、本服务的固定站点后缀下的地址或后台地址',
  },
  DOMAIN_BOUND_ELSEWHERE: {
    code: 1302,
    status: 409,
    en: 'This domain is already bound to another website. Unbind it there first, or enter another domain.',
    zh: '该域名已绑定到其他网站，请先在该网站解除绑定或换一个域名',
  },
  DOMAIN_LIMIT: {
    code: 1303,
    status: 400,
    en: 'This website has as many domains as allowed. Unbind one before binding another.',
    zh: '该网站绑定的域名已达上限，请先解除一个再绑定',
  },
  DOMAIN_NOT_BOUND: {
    code: 1304,
    status: 404,
    en: 'This domain is not bound to the website. Bind it first.',
    zh: '该域名未绑定到此网站，请先绑定',
  },
  CERTIFICATE_INVALID: {
    code: 1305,
    status: 400,
    en: "The certificate cannot be used. Paste the PEM text starting with -----BEGIN CERTIFICATE-----: the domain's certificate first, then its intermediates, with a key of at least RSA 2048 bits or ECDSA P-256.",
    zh: '证书无法使用，请粘贴以 -----BEGIN CERTIFICATE----- 开头的 PEM 文本：域名证书在前、中间证书在后，密钥至少为 RSA 2048 位或 ECDSA P-256',
  },
  PRIVATE_KEY_INVALID: {
    code: 1306,
    status: 400,
    en: 'The private key could not be read. Paste the unencrypted key in PEM form, including its BEGIN and END lines.',
    zh: '无法读取私钥，请粘贴未加密的 PEM 格式私钥（包括 BEGIN 和 END 行）',
  },
  CERTIFICATE_KEY_MISMATCH: {
    code: 1307,
    status: 400,
    en: 'The private key does not belong to this certificate. Upload the key the certificate was issued for.',
    zh: '私钥与证书不匹配，请上传签发该证书时使用的私钥',
  },
  CERTIFICATE_DOMAIN_MISMATCH: {
    code: 1308,
    status: 400,
    en: 'The certificate does not cover this domain. Upload a certificate issued for this domain (or a matching wildcard).',
    zh: '证书不包含该域名，请上传为该域名（或匹配的通配符域名）签发的证书',
  },
  CERTIFICATE_EXPIRED: {
    code: 1309,
    status: 400,
    en: 'The certificate has expired or is not valid yet. Upload a currently valid certificate.',
    zh: '证书已过期或尚未生效，请上传当前有效的证书',
  },
} as const satisfies ErrorTable;
