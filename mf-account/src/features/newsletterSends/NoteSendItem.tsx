import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@portfolio/mui';
import { useToast } from '@portfolio/ui';
import { formatDate } from '../../logic/formatDate';
import { NEWSLETTER_SEND_COPY as COPY } from '../../logic/newsletterSends/constants';
import { STATE_LABELS, sendErrorMessage, sendFacts, sendState, type NoteSendRow } from '../../logic/newsletterSends/sendReport';
import { SendRefused, sendNote } from './api';

/** One note: what was sent of it, or a send that asks once more before it goes. */
export function NoteSendItem({ row, onSent }: { row: NoteSendRow; onSent: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const titleId = useId();
  const toast = useToast();
  const { note, send } = row;
  const confirmButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const backToSend = useRef(false);

  // Focus follows the question: onto "Send now" when it opens, back onto the send button when it is cancelled.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (backToSend.current) sendButton.current?.focus();
    backToSend.current = false;
  }, [confirming]);

  const cancel = () => {
    backToSend.current = true;
    setConfirming(false);
  };

  const confirm = async () => {
    if (!note) return;
    setSending(true);
    setRefusal('');
    try {
      await sendNote(note);
      toast.success(COPY.sent(note.title));
      setConfirming(false);
    } catch (err) {
      console.error('Could not send the note:', err);
      setRefusal(sendErrorMessage(err instanceof SendRefused ? err.code : undefined));
    } finally {
      setSending(false);
    }
    await onSent().catch((err: unknown) => console.error('Could not refresh the newsletter sends:', err));
  };

  return (
    <Box component="article" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: 2 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {row.title}
      </Typography>
      {row.date && (
        <Typography variant="body2" color="text.secondary">
          {formatDate(row.date)}
        </Typography>
      )}
      {send ? (
        <Box sx={{ mt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{STATE_LABELS[sendState(send)]}</Typography>
          <Typography variant="body2">{sendFacts(send, (iso) => formatDate(iso)).join(' · ')}</Typography>
        </Box>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {COPY.notSent}
          </Typography>
          {confirming ? (
            <Box role="group" aria-label={COPY.sendLabel(row.title)} sx={{ mt: 1 }}>
              <Typography sx={{ mb: 1 }}>{COPY.confirmQuestion(row.title)}</Typography>
              <Stack direction="row" spacing={1}>
                <Button ref={confirmButton} variant="contained" onClick={() => void confirm()} disabled={sending}>
                  {sending ? COPY.sending : COPY.confirm}
                </Button>
                <Button onClick={cancel} disabled={sending}>
                  {COPY.cancel}
                </Button>
              </Stack>
            </Box>
          ) : (
            note && (
              <Button ref={sendButton} variant="outlined" sx={{ mt: 1 }} aria-describedby={titleId} onClick={() => setConfirming(true)}>
                {COPY.send}
              </Button>
            )
          )}
        </Box>
      )}
      {refusal && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {refusal}
        </Typography>
      )}
    </Box>
  );
}
