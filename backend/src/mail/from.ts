/** MAIL_FROM's default: the sender of every e-mail (white-label mail keeps the address and shows the studio's name). */
export const DEFAULT_MAIL_FROM = 'StreamFit <hello@streamfit.app>';
