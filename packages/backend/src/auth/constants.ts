/** Site spec §9: minimum password length (GoTrue's default too). */
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt only reads this many bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;
/** Lifetime of an access token, as on a hosted project (GoTrue's JWT_EXP default). */
export const ACCESS_TOKEN_SECONDS = 3600;
/** How long an e-mailed link stays valid (GoTrue's default e-mail OTP expiry). */
export const LINK_LIFETIME_SECONDS = 3600;
/**
 * Every `/recover` answer takes at least this long. A known address costs three writes and their commit (a WAL
 * flush), an unknown one none: a few milliseconds that the same statement cannot hide, but a floor above both does.
 */
export const RECOVER_ANSWER_FLOOR_MS = 60;
/**
 * With e-mail confirmation on, every sign-up answer takes at least this long after its password is hashed (which
 * takes as long for both): a new account's insert, profile trigger, link and commit, which a registered address
 * skips, stay under it.
 */
export const SIGNUP_ANSWER_FLOOR_MS = 100;
