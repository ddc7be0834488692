/** The global banner, loaded for signed-in users only: it brings DOMPurify and the socket client. */
export { GlobalBanner } from '../../features/banners/components/global-banner';
