import { escapeHtml } from '../../worker/email/mail-layout';
import type { MailSummary } from './dev-mail-inbox';
import type { InboxSms } from './dev-sms-inbox';

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** A dev page: plain HTML, no script (the CSP allows none). */
export const devPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:system-ui,sans-serif;margin:1rem 2rem;max-width:90rem}' +
  'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:anywhere}' +
  '.columns{display:grid;gap:2rem;grid-template-columns:minmax(0,2fr) minmax(0,1fr)}' +
  '@media (max-width:60rem){.columns{grid-template-columns:minmax(0,1fr)}}' +
  'form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end;margin:1rem 0}label{display:flex;flex-direction:column;gap:.2rem}' +
  'input{font:inherit;padding:.3rem;min-width:18rem}nav{display:flex;gap:1rem;margin:.5rem 0}' +
  'iframe{width:100%;height:32rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>' +
  `</head><body>${body}</body></html>`;

export interface InboxView {
  address: string;
  mail: { total: number; page: number; pages: number; messages: readonly MailSummary[] };
  texts: readonly InboxSms[];
}

const link = (address: string, page: number) =>
  `/dev/inbox?${new URLSearchParams({ ...(address ? { to: address } : {}), page: String(page) })}`;

function mailSection({ address, mail }: InboxView): string {
  const rows = mail.messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td>` +
        `<td><a href="/dev/inbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>` +
        `<td>${escapeHtml(m.template)}</td><td>${escapeHtml(m.language)}</td></tr>`,
    )
    .join('');
  const pager =
    mail.pages > 1
      ? `<nav aria-label="E-mail pages">` +
        (mail.page > 1 ? `<a href="${escapeHtml(link(address, mail.page - 1))}">Newer</a>` : '') +
        `<span>Page ${mail.page} of ${mail.pages}</span>` +
        (mail.page < mail.pages
          ? `<a href="${escapeHtml(link(address, mail.page + 1))}">Older</a>`
          : '') +
        '</nav>'
      : '';
  return (
    `<section aria-labelledby="mail"><h2 id="mail">E-mails (${mail.total})</h2>` +
    '<p>Written to var/mail, newest first.</p>' +
    (mail.total === 0
      ? '<p>No e-mail.</p>'
      : '<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Template</th><th>Language</th></tr></thead>' +
        `<tbody>${rows}</tbody></table>${pager}`) +
    '</section>'
  );
}

function textSection({ texts }: InboxView): string {
  const rows = texts
    .map(
      (sms) =>
        `<tr><td>${escapeHtml(sms.sent_at)}</td><td>${escapeHtml(sms.phone_number)}</td>` +
        `<td>${escapeHtml(sms.body)}</td></tr>`,
    )
    .join('');
  return (
    `<section aria-labelledby="sms"><h2 id="sms">Text messages (${texts.length})</h2>` +
    '<p>Sign-in codes sent to phones, newest first (kept in memory by this API process).</p>' +
    (texts.length === 0
      ? '<p>No text message.</p>'
      : '<table><thead><tr><th>Sent</th><th>To</th><th>Text</th></tr></thead>' +
        `<tbody>${rows}</tbody></table>`) +
    '</section>'
  );
}

/** `GET /dev/inbox`: the address filter, then e-mails and text messages side by side. */
export function inboxPage(view: InboxView): string {
  const filter =
    '<form method="get" action="/dev/inbox" role="search">' +
    `<label for="to">Address (e-mail or phone, or part of one)<input id="to" name="to" value="${escapeHtml(view.address)}" autocomplete="off"></label>` +
    '<button type="submit">Filter</button>' +
    (view.address ? '<a href="/dev/inbox">Show everything</a>' : '') +
    '</form>';
  return devPage(
    'Dev inbox',
    `<h1>Dev inbox</h1>${filter}<div class="columns">${mailSection(view)}${textSection(view)}</div>`,
  );
}
