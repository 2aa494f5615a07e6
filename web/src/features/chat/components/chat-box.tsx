import { useEffect, useId, useRef } from 'react';
import { Avatar } from '../../../components/avatar';
import type { ChatPartner } from '../api/chat-types';
import { NARROW_QUERY } from '../chat-box-position';
import { useDraggable } from '../hooks/use-draggable';
import { useMarkChatRead } from '../hooks/use-mark-chat-read';
import { useMediaQuery } from '../../../lib/use-media-query';
import { sendErrorText, useSendMessage } from '../hooks/use-send-message';
import { MessageForm } from './message-form';
import { MessageHistory } from './message-history';
import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { BlockPersonButton } from '../../../entities/block/block-person-button';

interface Props {
  partner: ChatPartner;
  me: string;
  onClose: () => void;
}

/**
 * 'Chat with <name>': a non-modal box the user drags by its title bar or moves with the arrow keys
 * on its move button (the page stays usable behind it); on narrow screens a panel fixed to the
 * bottom instead. Escape closes it. Opening it marks the chat read. Blocking the person closes it.
 */
export function ChatBox({ partner, me, onClose }: Props) {
  const titleId = useId();
  const moveHintId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const narrow = useMediaQuery(NARROW_QUERY);
  const { position, handleProps, moveButtonProps } = useDraggable(boxRef, !narrow);
  const markRead = useMarkChatRead();
  const send = useSendMessage(me, partner._id);

  useEffect(() => {
    // In a task of its own: the chat list's redraw it brings is not added to the box's opening.
    const timer = setTimeout(() => markRead(partner._id), 0);
    return () => clearTimeout(timer);
  }, [markRead, partner._id]);

  return (
    <section
      ref={boxRef}
      className={narrow ? 'chat-box chat-box-docked' : 'chat-box chat-box-floating'}
      role="dialog"
      aria-labelledby={titleId}
      style={position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <header className="chat-box-header" {...handleProps}>
        {moveButtonProps && (
          <button type="button" className="chat-box-move" aria-label="Move chat box" aria-describedby={moveHintId} {...moveButtonProps}>
            <span aria-hidden="true">✥</span>
            <span id={moveHintId} className="chat-sr-only">
              Use the arrow keys to move the chat box; hold Shift to move it further.
            </span>
          </button>
        )}
        {partner.deleted ? (
          <Avatar src={null} name={partner.name} size={32} decorative />
        ) : (
          <PersonLink userId={partner._id} label={`${partner.name}'s profile`}>
            <Avatar src={partner.profilePic} name={partner.name} size={32} decorative />
          </PersonLink>
        )}
        <h2 id={titleId} className="chat-box-title">
          Chat with {partner.deleted ? partner.name : <PersonLink userId={partner._id}>{partner.name}</PersonLink>}
        </h2>
        {!partner.deleted && <ProofBadges badges={partner.badges} verified={partner.verified} />}
        {!partner.deleted && <BlockPersonButton person={{ _id: partner._id, name: partner.name }} onBlocked={onClose} className="chat-box-block" />}
        <button type="button" className="chat-box-close" onClick={onClose}>
          Close
        </button>
      </header>
      <MessageHistory partnerId={partner._id} partnerName={partner.name} me={me} />
      {partner.deleted ? (
        <p className="chat-note">This account has been deleted. You can read your messages but not reply.</p>
      ) : (
        <MessageForm
          key={partner._id}
          draftName={`message-${partner._id}`}
          onSend={(text) => send.mutateAsync(text)}
          sending={send.isPending}
          error={send.isError ? sendErrorText(send.error) : null}
        />
      )}
    </section>
  );
}
