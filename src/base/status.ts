/**
 * Which answers carry the resource asked for. §1 shows every answer with status 200; an answer with
 * another 2xx status (203 from a proxy that rewrote it, say) still carries the resource, only under
 * the wrong status. HTTP-STATUS-200 reports the status, and every other requirement judges the body
 * and headers as it would those of a 200 answer, so that a wrong status hides no other departure.
 */
export function carriesResource(status: number): boolean {
  return status >= 200 && status < 300;
}
