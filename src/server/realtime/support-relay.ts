import type { AppEvents, TAppEventMap } from '../events';
import { ADMINS_ROOM, userRoom } from './rooms';
import type { TRealtimeServer } from './types';

/**
 * Forwards committed support-chat changes (SPEC §7): the new message to its user's room
 * (`chat_message`), the whole conversation to every administrator (`chatMessage {fullChat}`).
 * A read receipt changes only the admins' view. Returns the unsubscribe.
 */
export function relaySupportChats(io: TRealtimeServer, events: AppEvents): () => void {
  const handler = ({ chat, message }: TAppEventMap['support_chat_changed'][0]) => {
    if (message) io.to(userRoom(chat.userId)).emit('chat_message', { chatId: chat._id, message });
    io.to(ADMINS_ROOM).emit('chatMessage', { fullChat: chat });
  };
  events.on('support_chat_changed', handler);
  return () => events.off('support_chat_changed', handler);
}
