/** E-mails the backend would have sent; read back through GET /_dev/outbox. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
  type: 'recovery' | 'signup' | 'notification';
  /** Extra headers, such as a subscriber mail's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  sent_at: string;
}

export class Outbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly announce: (mail: Mail) => void = () => undefined) {}

  send(mail: Omit<Mail, 'sent_at'>): void {
    const sent = { ...mail, sent_at: new Date().toISOString() };
    this.mails.push(sent);
    this.announce(sent);
  }

  /** Oldest first, optionally only those to one address. */
  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((m) => wanted === undefined || m.to === wanted);
  }

  clear(): void {
    this.mails.length = 0;
  }
}
