import type { Language } from '@lens/domain';

/** An e-mail as rendered: the subject and the same content as plain text and as HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The parts a message is made of; each renders to text and to HTML. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'reasons'; items: readonly { reason: string; fix: string; fixLabel: string }[] }
  | { kind: 'address'; lines: readonly string[] }
  | { kind: 'link'; label: string; url: string };

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML (names and codes come from users). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'reasons':
      return block.items
        .map(({ reason, fix, fixLabel }) => `- ${reason}\n  ${fixLabel}: ${fix}`)
        .join('\n');
    case 'address':
      return block.lines.map((line) => `    ${line}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'reasons':
      return `<ul>${block.items
        .map(
          ({ reason, fix, fixLabel }) =>
            `<li><strong>${escapeHtml(reason)}</strong><br>${escapeHtml(fixLabel)}: ${escapeHtml(fix)}</li>`,
        )
        .join('')}</ul>`;
    case 'address':
      return `<address>${block.lines.map(escapeHtml).join('<br>')}</address>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/** The frame every message shares: greeting, blocks, sign-off, in the message's language. */
export function layout(
  language: Language,
  subject: string,
  greeting: string,
  blocks: readonly Block[],
  signOff: string,
): RenderedMail {
  const parts: Block[] = [
    { kind: 'paragraph', text: greeting },
    ...blocks,
    { kind: 'paragraph', text: signOff },
  ];
  return {
    subject,
    text: `${parts.map(blockText).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(
      subject,
    )}</title></head><body>${parts.map(blockHtml).join('\n')}</body></html>`,
  };
}
