export { SubscribeForm } from './SubscribeForm';
export { follow, subscribe } from './api';
export { linkMessage, linkOf, type LinkAction, type LinkOutcome } from './newsletter';
export { EMAIL_MAX_LENGTH, NEWSLETTER_LINK_PARAMS, NEWSLETTER_MESSAGES, SUBSCRIBE_FORM_PLACES, type SubscribeFormPlace } from './constants';
