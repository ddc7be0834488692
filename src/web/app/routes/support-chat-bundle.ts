/** The support chat widget, loaded for signed-in providers only: it brings the socket client. */
export { SupportChatWidget } from '../../features/support/components/support-chat-widget';
