import { RESET_LINK_PATH as MAILED_LINK_PATH } from '@sitewright/contract';

/** The public account screens (spec §2), linked from the sign-in page and from each other. */
export const REGISTER_PATH = '/phone-add-user';
export const FORGOT_PASSWORD_PATH = '/forget-the-password';
/** Where the link in a password-reset mail leads (`?token=…`): the contract's, which the server's mail uses. */
export const RESET_LINK_PATH = MAILED_LINK_PATH;
