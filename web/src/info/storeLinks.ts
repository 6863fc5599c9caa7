/**
 * Where the apps are listed (iOS app and Roku app; Android is coming soon).
 * Plain links: nothing is requested from these hosts until the member follows one.
 */
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=StreamFit';
export const ROKU_STORE_URL = 'https://channelstore.roku.com/search/StreamFit';
