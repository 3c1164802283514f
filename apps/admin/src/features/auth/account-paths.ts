/** The public account screens (spec §2), linked from the sign-in page and from each other. */
export const REGISTER_PATH = '/phone-add-user';
export const FORGOT_PASSWORD_PATH = '/forget-the-password';
/** Where the link in a password-reset mail leads (`?token=…`); the server builds the same address. */
export const RESET_LINK_PATH = '/forget';
