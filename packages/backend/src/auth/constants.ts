/** Site spec §9: minimum password length (GoTrue's default too). */
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt only reads this many bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;
/** Lifetime of an access token, as on a hosted project (GoTrue's JWT_EXP default). */
export const ACCESS_TOKEN_SECONDS = 3600;
/** How long an e-mailed link stays valid (GoTrue's default e-mail OTP expiry). */
export const LINK_LIFETIME_SECONDS = 3600;
