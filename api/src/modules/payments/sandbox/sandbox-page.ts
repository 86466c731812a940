import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../text/templates.ts';

export interface ApprovalPage {
  gateway: string;
  merchant: string;
  subject: string;
  /** The amount as the payer reads it, e.g. "12.34 CNY". */
  amount: string;
  /** Where the approve and decline buttons post (same origin). */
  approveUrl: string;
  declineUrl: string;
  /** Where the payer goes next: the page's policy lets the form's redirect go there. */
  returnUrl: string;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}' +
  'main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}' +
  '.badge{display:inline-block;padding:.15rem .6rem;border-radius:1rem;background:#fde047;font-weight:700;letter-spacing:.05em}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#52525b}dd{margin:0}' +
  'form{display:inline}button{font:inherit;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:.5rem;border:1px solid #a1a1aa;cursor:pointer}' +
  '.approve{background:#16a34a;color:#fff;border-color:#16a34a}';

/**
 * The payer's approve/decline page of a sandbox: no script, no external assets, its own policy (the
 * app's default forbids forms), and plainly labelled as a sandbox where no money moves.
 */
export function sendApprovalPage(reply: FastifyReply, page: ApprovalPage): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.gateway)} Sandbox</title><style>${STYLE}</style></head><body><main>
<p><span class="badge">Sandbox</span></p>
<h1>${escapeHtml(page.gateway)} Sandbox</h1>
<p>A local test gateway: no real money moves.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(page.merchant)}</dd><dt>Item</dt><dd>${escapeHtml(page.subject)}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(page.amount)}</dd></dl>
<form method="post" action="${escapeHtml(page.approveUrl)}"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(page.declineUrl)}"><button type="submit">Decline</button></form>
</main></body></html>`;
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${new URL(page.returnUrl).origin}; ` +
        "frame-ancestors 'none'; base-uri 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A plain page for a request the sandbox refuses (bad signature, unknown merchant): the payer sees why. */
export function sendSandboxError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .status(status)
    .header('content-security-policy', "default-src 'none'")
    .type('text/plain; charset=utf-8')
    .send(`Sandbox: ${message}`);
}
