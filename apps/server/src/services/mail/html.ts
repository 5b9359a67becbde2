const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (names, links) placed into an email's HTML part, so nothing in it becomes markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
