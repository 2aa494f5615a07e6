import { ReportButton } from '../../../entities/report/report-button';
import { warningText } from '../../../entities/message/message-safety';
import '../chat-requests.css';

interface Props {
  warning: unknown;
  messageId: string;
  /** The message was reported: it leaves the reader's screens. */
  onReported: () => void;
}

/** Above a message its reader is warned about (DESIGN §7.4): why, and a one-tap Report of it. */
export function FeeScamWarning({ warning, messageId, onReported }: Props) {
  const text = warningText(warning);
  if (!text) return null;
  return (
    <div className="chat-warning" role="note" aria-label="Warning">
      <p className="chat-warning-text">
        <span aria-hidden="true">⚠ </span>
        {text}
      </p>
      <ReportButton target={{ type: 'message', id: messageId }} onReported={onReported} className="chat-warning-report" label="Report" name="this message" />
    </div>
  );
}
